import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toE164 } from '@studio/contracts';
import { DeliveriesService, OutgoingMessage } from '../deliveries/deliveries.service';
import { DeviceRow, DevicesRepository } from '../devices/devices.repository';
import { Recipient } from '../settings/recipients.repository';
import { RecipientsService } from '../settings/recipients.service';
import { NoticeContent } from './notice-texts';

/** One notice to one member: `build` words it for them; `key` names it once (the event, or the reminder's booking). */
export interface Notice {
  userId: number;
  build: (name: string | null) => NoticeContent;
  key: string;
  eventId: string;
}

/** The notice of an event to its member: the event names it, so a redelivered event is not sent twice. */
export function eventNotice(
  event: { userId: number; eventId: string },
  build: (name: string | null) => NoticeContent,
): Notice {
  return { userId: event.userId, build, key: event.eventId, eventId: event.eventId };
}

/** Turns each notice to a member into a message per channel they have turned on. */
@Injectable()
export class Notifier {
  constructor(
    private readonly recipients: RecipientsService,
    private readonly devices: DevicesRepository,
    private readonly deliveries: DeliveriesService,
  ) {}

  /**
   * Queues each notice on its member's channels: the recipients, and the devices of those who turned push on,
   * read once for all of them.
   */
  async notify(em: EntityManager, notices: Notice[]): Promise<void> {
    const recipients = await this.recipients.findMany(
      notices.map((n) => n.userId),
      em,
    );
    const pushTo = [...recipients.values()].filter((r) => r.pushNotifications).map((r) => r.userId);
    const devices = await this.devices.listActive(pushTo, em);
    const messages = notices.flatMap((n) => {
      const recipient = recipients.get(n.userId);
      if (!recipient) return [];
      const theirs = devices.filter((d) => d.userId === n.userId);
      return this.messagesFor(recipient, theirs, n.build(recipient.fullName), n.key, n.eventId);
    });
    await this.deliveries.enqueue(em, messages);
  }

  /** `key` names the notice once (the event, or the reminder's booking); each channel's message is keyed by it. */
  private messagesFor(
    recipient: Recipient,
    devices: DeviceRow[],
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
      for (const device of devices)
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
