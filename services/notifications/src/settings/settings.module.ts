import { Module } from '@nestjs/common';
import { AttemptStore, Clock, createAttemptStore } from '@studio/platform';
import { NotificationsConfig } from '../config';
import { DeliveriesModule } from '../deliveries/deliveries.module';
import { ProfileEventsConsumer } from './profile-events.consumer';
import { RecipientsRepository } from './recipients.repository';
import { RecipientsService } from './recipients.service';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

@Module({
  imports: [DeliveriesModule],
  controllers: [SettingsController],
  providers: [
    RecipientsRepository,
    RecipientsService,
    SettingsService,
    ProfileEventsConsumer,
    {
      provide: AttemptStore,
      useFactory: (config: NotificationsConfig, clock: Clock) =>
        createAttemptStore(config, clock, 'notifications'),
      inject: [NotificationsConfig, Clock],
    },
  ],
  exports: [RecipientsRepository, RecipientsService],
})
export class SettingsModule {}
