import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_MESSAGES as M,
  NotificationSettingsDto,
  NotificationSettingsUpdatedDto,
  toE164,
  UpdateNotificationSettingsDto,
} from '@studio/contracts';
import { Caller, Clock, InvalidError } from '@studio/platform';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { ChannelSettings, DEFAULT_SETTINGS, RecipientsRepository } from './recipients.repository';

export const TEST_SMS_TEXT = 'Studio: this is your test text. SMS notifications are on for your account.';

function settingsOf(row: ChannelSettings | null): NotificationSettingsDto {
  const s = row ?? DEFAULT_SETTINGS;
  return {
    emailNotifications: s.emailNotifications,
    pushNotifications: s.pushNotifications,
    smsNotifications: s.smsNotifications,
    phoneNumber: s.phoneNumber,
  };
}

@Injectable()
export class SettingsService {
  constructor(
    private readonly recipients: RecipientsRepository,
    private readonly deliveries: DeliveriesService,
    private readonly clock: Clock,
  ) {}

  async get(caller: Caller): Promise<NotificationSettingsDto> {
    return settingsOf(await this.recipients.find(caller.userId));
  }

  /**
   * The number is kept as typed (spec §5: no format check); SMS on needs one. Texts go to its E.164 form, so a
   * test text is sent only when the number can be dialled.
   */
  async update(caller: Caller, body: UpdateNotificationSettingsDto): Promise<NotificationSettingsUpdatedDto> {
    const current = settingsOf(await this.recipients.find(caller.userId));
    const next: ChannelSettings = {
      emailNotifications: body.emailNotifications ?? current.emailNotifications,
      pushNotifications: body.pushNotifications ?? current.pushNotifications,
      smsNotifications: body.smsNotifications ?? current.smsNotifications,
      phoneNumber: body.phoneNumber === undefined ? current.phoneNumber : body.phoneNumber,
    };
    if (next.smsNotifications && next.phoneNumber === null) throw new InvalidError(M.phoneRequiredForSms);
    await this.recipients.saveSettings(caller.userId, next, this.clock.now());
    const dialled = next.phoneNumber === null ? null : toE164(next.phoneNumber);
    const testSmsSent = Boolean(body.sendTestSms && next.smsNotifications && dialled);
    if (testSmsSent && dialled) {
      await this.deliveries.enqueue([
        {
          key: `test-sms:${randomUUID()}`,
          kind: 'test-sms',
          userId: caller.userId,
          channel: 'sms',
          recipient: dialled,
          address: dialled,
          subject: 'Test SMS',
          body: TEST_SMS_TEXT,
          eventId: null,
        },
      ]);
    }
    return {
      ...settingsOf(next),
      testSmsSent,
      message: testSmsSent ? `${M.settingsUpdated}. ${M.testSmsSent}` : M.settingsUpdated,
    };
  }
}
