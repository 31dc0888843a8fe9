import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toE164 } from '@studio/contracts';
import { DeliveriesService, OutgoingMessage } from '../deliveries/deliveries.service';
import { ReachableRecipient, RecipientsRepository } from '../settings/recipients.repository';
import { NoticeContent } from './notice-texts';

/** Turns one notice to one member into a message per channel they have turned on. */
@Injectable()
export class Notifier {
  private readonly logger = new Logger('Notifier');

  constructor(
    private readonly recipients: RecipientsRepository,
    private readonly deliveries: DeliveriesService,
  ) {}

  /** Queues the notice on the member's channels; `build` words it for them. */
  async notify(
    em: EntityManager,
    userId: number,
    build: (name: string | null) => NoticeContent,
    key: string,
    eventId: string,
  ): Promise<void> {
    const recipient = await this.recipients.findReachable(userId, em);
    if (!recipient) {
      this.logger.warn(`notice ${key} for user ${userId}: no profile from identity yet, nothing sent`);
      return;
    }
    const notice = build(recipient.fullName);
    await this.deliveries.enqueue(this.messagesFor(recipient, notice, key, eventId));
  }

  /** `key` names the notice once (the event, or the reminder's booking); each channel's message is keyed by it. */
  private messagesFor(
    recipient: ReachableRecipient,
    notice: NoticeContent,
    key: string,
    eventId: string,
  ): OutgoingMessage[] {
    const base = { kind: notice.kind, userId: recipient.userId, eventId };
    const messages: OutgoingMessage[] = [];
    if (recipient.emailNotifications && recipient.email)
      messages.push({
        ...base,
        key: `${key}:email:${recipient.email}`,
        channel: 'email',
        recipient: recipient.email,
        address: recipient.email,
        subject: notice.subject,
        body: notice.emailBody,
      });
    const phone = recipient.phoneNumber ? toE164(recipient.phoneNumber) : null;
    if (recipient.smsNotifications && phone)
      messages.push({
        ...base,
        key: `${key}:sms:${phone}`,
        channel: 'sms',
        recipient: phone,
        address: phone,
        subject: notice.subject,
        body: notice.smsText,
      });
    if (recipient.pushNotifications)
      for (const device of recipient.devices)
        messages.push({
          ...base,
          key: `${key}:push:${device.id}`,
          channel: 'push',
          recipient: `device #${device.id}`,
          address: device.deviceToken,
          deviceId: device.id,
          subject: notice.pushTitle,
          body: notice.pushBody,
        });
    return messages;
  }
}
