import { Module } from '@nestjs/common';
import { NotificationsConfig } from '../config';
import { DeliveriesController } from './deliveries.controller';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveriesService } from './deliveries.service';
import { EmailChannel, LogOnlyEmailChannel, SmtpEmailChannel } from './email-channel';
import { PasswordResetEmailConsumer } from './password-reset-email.consumer';

@Module({
  controllers: [DeliveriesController],
  providers: [
    {
      provide: EmailChannel,
      useFactory: (config: NotificationsConfig) =>
        config.SMTP_URL ? new SmtpEmailChannel(config.SMTP_URL, config.SMTP_FROM) : new LogOnlyEmailChannel(),
      inject: [NotificationsConfig],
    },
    DeliveriesRepository,
    DeliveriesService,
    PasswordResetEmailConsumer,
  ],
  exports: [DeliveriesService],
})
export class DeliveriesModule {}
