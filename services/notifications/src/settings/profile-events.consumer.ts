import { Injectable, OnModuleInit } from '@nestjs/common';
import { UserRegistered, UserUpdated } from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import { RecipientsRepository } from './recipients.repository';

/**
 * Keeps each member's address, name and identity's view of their settings from identity's events (an e-mail
 * change is taken where its notice is sent: one handler per topic).
 */
@Injectable()
export class ProfileEventsConsumer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly recipients: RecipientsRepository,
  ) {}

  onModuleInit(): void {
    for (const definition of [UserRegistered, UserUpdated]) {
      this.subscriptions.on(definition, (event, em) =>
        this.recipients.applyProfile(em, {
          userId: event.userId,
          email: event.email,
          fullName: event.fullName,
          phoneNumber: event.phoneNumber ?? null,
          emailNotifications: event.emailNotifications,
          pushNotifications: event.pushNotifications,
          smsNotifications: event.smsNotifications,
          observedAt: new Date(event.occurredAt),
        }),
      );
    }
  }
}
