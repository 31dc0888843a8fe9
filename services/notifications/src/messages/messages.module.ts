import { Module } from '@nestjs/common';
import { DeliveriesModule } from '../deliveries/deliveries.module';
import { DevicesModule } from '../devices/devices.module';
import { SettingsModule } from '../settings/settings.module';
import { BookingNoticesConsumer } from './booking-notices.consumer';
import { EmailChangedNoticeConsumer } from './email-changed-notice.consumer';
import { MembershipNoticesConsumer } from './membership-notices.consumer';
import { Notifier } from './notifier';
import { PasswordResetEmailConsumer } from './password-reset-email.consumer';
import { RemindersRepository } from './reminders.repository';
import { RemindersService } from './reminders.service';

@Module({
  imports: [DeliveriesModule, DevicesModule, SettingsModule],
  providers: [
    Notifier,
    RemindersRepository,
    RemindersService,
    BookingNoticesConsumer,
    MembershipNoticesConsumer,
    PasswordResetEmailConsumer,
    EmailChangedNoticeConsumer,
  ],
})
export class MessagesModule {}
