import { Injectable, OnModuleInit } from '@nestjs/common';
import { PasswordResetRequested, PasswordResetRequestedEvent } from '@studio/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventSubscriptions } from '@studio/platform';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { PASSWORD_RESET_SUBJECT, passwordResetEmailBody } from './password-reset-email';

/** Sends the reset link that identity asked for, always by e-mail; a repeated event sends nothing twice. */
@Injectable()
export class PasswordResetEmailConsumer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly deliveries: DeliveriesService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on(PasswordResetRequested, (event, em) => this.handle(event, em));
  }

  async handle(event: PasswordResetRequestedEvent, em: EntityManager): Promise<void> {
    await this.deliveries.enqueue(em, [
      {
        key: `${event.eventId}:email`,
        kind: 'password-reset',
        userId: event.userId,
        channel: 'email',
        recipient: event.email,
        address: event.email,
        subject: PASSWORD_RESET_SUBJECT,
        body: passwordResetEmailBody(event),
        eventId: event.eventId,
      },
    ]);
  }
}
