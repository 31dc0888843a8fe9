import { Module } from '@nestjs/common';
import { DeliveriesModule } from '../deliveries/deliveries.module';
import { ProfileEventsConsumer } from './profile-events.consumer';
import { RecipientsRepository } from './recipients.repository';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { TestTextsRepository } from './test-texts.repository';

@Module({
  imports: [DeliveriesModule],
  controllers: [SettingsController],
  providers: [RecipientsRepository, SettingsService, ProfileEventsConsumer, TestTextsRepository],
  exports: [RecipientsRepository],
})
export class SettingsModule {}
