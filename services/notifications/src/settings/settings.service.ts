import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  IDENTITY_ROUTES,
  NOTIFICATION_MESSAGES as M,
  NotificationSettingsDto,
  NotificationSettingsUpdatedDto,
  toE164,
  UpdateNotificationSettingsDto,
} from '@studio/contracts';
import { AttemptStore, Caller, ServiceClients } from '@studio/platform';
import { NotificationsConfig } from '../config';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { ChannelSettings, DEFAULT_SETTINGS, profileOf, RecipientsRepository } from './recipients.repository';

const HOUR_MS = 3_600_000;

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
  private readonly logger = new Logger('SettingsService');

  constructor(
    private readonly recipients: RecipientsRepository,
    private readonly deliveries: DeliveriesService,
    private readonly clients: ServiceClients,
    private readonly attempts: AttemptStore,
    private readonly config: NotificationsConfig,
  ) {}

  /**
   * As identity keeps them on the user, so the panel shows a change made on the profile at once; while identity
   * cannot answer, as it last announced them.
   */
  async get(caller: Caller): Promise<NotificationSettingsDto> {
    try {
      const { user } = await this.clients
        .of('identity')
        .call(IDENTITY_ROUTES.getAuthSnapshot, { params: { id: caller.userId }, caller });
      return settingsOf(user);
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() < HttpStatus.INTERNAL_SERVER_ERROR)
        throw error;
      this.logger.warn(
        `Identity did not answer (${error.message}); the settings as last announced are shown`,
      );
      return settingsOf(await this.recipients.find(caller.userId));
    }
  }

  /**
   * Identity keeps the channels and the phone number on the user (spec §3) and judges the change there (SMS on
   * needs a number); its answer is taken here at once, as its event will be. The number is kept as typed (spec
   * §5: no format check); texts go to its E.164 form, so a test text is sent only when it can be dialled, and
   * only within the hour's limits (each text costs the studio, and a number is anyone's to type): see
   * takeTestText.
   */
  async update(caller: Caller, body: UpdateNotificationSettingsDto): Promise<NotificationSettingsUpdatedDto> {
    const { sendTestSms, ...preferences } = body;
    const { user, savedAt } = await this.clients
      .of('identity')
      .call(IDENTITY_ROUTES.updateNotificationPreferences, {
        params: { id: caller.userId },
        body: preferences,
        caller,
      });
    const next = settingsOf(user);
    await this.recipients.applyProfile(this.recipients.em(), profileOf(user, new Date(savedAt)));
    const dialled = next.phoneNumber === null ? null : toE164(next.phoneNumber);
    const testAsked = Boolean(sendTestSms && next.smsNotifications && dialled);
    const testSmsSent = testAsked && dialled !== null && (await this.takeTestText(caller.userId, dialled));
    if (testSmsSent && dialled) {
      await this.deliveries.enqueue(this.recipients.em(), [
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
    const undiallable = Boolean(sendTestSms && next.smsNotifications && !dialled);
    const outcome = testSmsSent
      ? M.testSmsSent
      : testAsked
        ? M.testSmsLimited
        : undiallable
          ? M.testSmsNotSent
          : null;
    return {
      ...next,
      testSmsSent,
      message: outcome ? `${M.settingsUpdated}. ${outcome}` : M.settingsUpdated,
    };
  }

  /**
   * One of the hour's test texts of the member, of the number and of the studio, unless the member or the number
   * has had TEST_SMS_PER_HOUR or the studio TEST_SMS_STUDIO_PER_HOUR.
   */
  private takeTestText(userId: number, phone: string): Promise<boolean> {
    const { TEST_SMS_PER_HOUR: each, TEST_SMS_STUDIO_PER_HOUR: studio } = this.config;
    const keys = [`test-sms:user:${userId}`, `test-sms:phone:${phone}`, 'test-sms:studio'];
    return this.attempts.take(keys, [each, each, studio], HOUR_MS);
  }
}
