import { Injectable, OnModuleInit } from '@nestjs/common';
import { UserEmailChanged, UserEmailChangedEvent } from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { RecipientsRepository } from '../settings/recipients.repository';

export const EMAIL_CHANGED_SUBJECT = 'Your e-mail address was changed';

/** The plain-text notice to the previous address. */
export function emailChangedNoticeBody(event: UserEmailChangedEvent): string {
  return [
    `Hi ${event.fullName},`,
    '',
    `The e-mail address of your Studio account was changed from ${event.previousEmail} to ${event.newEmail}.`,
    '',
    'If you made this change, there is nothing more to do. If you did not, someone else may be using your ' +
      'account: contact the studio straight away. Password reset links now go to the new address.',
  ].join('\n');
}

/**
 * Tells the previous address that the account's e-mail changed, so that an owner whose session was taken
 * hears of it where they still read mail (and takes the new address for later notices); a repeated event
 * sends nothing twice.
 */
@Injectable()
export class EmailChangedNoticeConsumer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly deliveries: DeliveriesService,
    private readonly recipients: RecipientsRepository,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on(UserEmailChanged, (event, em) => this.handle(event, em));
  }

  async handle(event: UserEmailChangedEvent, em: EntityManager): Promise<void> {
    await this.recipients.applyEmail(em, event.userId, event.newEmail, new Date(event.occurredAt));
    await this.deliveries.enqueue(em, [
      {
        key: `${event.eventId}:email`,
        kind: 'email-changed',
        userId: event.userId,
        channel: 'email',
        recipient: event.previousEmail,
        address: event.previousEmail,
        subject: EMAIL_CHANGED_SUBJECT,
        body: emailChangedNoticeBody(event),
        eventId: event.eventId,
      },
    ]);
  }
}
