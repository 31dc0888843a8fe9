import { Module } from '@nestjs/common';
import { NotificationsConfig } from '../config';
import { DevicesModule } from '../devices/devices.module';
import { emailChannelFor, pushChannelFor, smsChannelFor } from './channel-factories';
import { DeliveriesController } from './deliveries.controller';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveriesService } from './deliveries.service';
import { EmailChannel } from './email-channel';
import { PushChannel } from './push-channel';
import { SmsChannel } from './sms-channel';

@Module({
  imports: [DevicesModule],
  controllers: [DeliveriesController],
  providers: [
    { provide: EmailChannel, useFactory: emailChannelFor, inject: [NotificationsConfig] },
    { provide: SmsChannel, useFactory: smsChannelFor, inject: [NotificationsConfig] },
    { provide: PushChannel, useFactory: pushChannelFor, inject: [NotificationsConfig] },
    DeliveriesRepository,
    DeliveriesService,
  ],
  exports: [DeliveriesService],
})
export class DeliveriesModule {}
