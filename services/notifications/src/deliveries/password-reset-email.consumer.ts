import { Injectable, OnModuleInit } from '@nestjs/common';
import { PasswordResetRequested, PasswordResetRequestedEvent } from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DeliveriesService } from './deliveries.service';
import { PASSWORD_RESET_SUBJECT, passwordResetEmailBody } from './password-reset-email';

/** Sends the reset link that identity asked for; the inbox makes a repeated event send nothing twice. */
@Injectable()
export class PasswordResetEmailConsumer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly deliveries: DeliveriesService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on(PasswordResetRequested, (event, em) => this.handle(event, em));
  }

  async handle(event: PasswordResetRequestedEvent, em?: EntityManager): Promise<void> {
    await this.deliveries.sendEmail(
      {
        userId: event.userId,
        to: event.email,
        subject: PASSWORD_RESET_SUBJECT,
        body: passwordResetEmailBody(event),
        eventId: event.eventId,
      },
      em,
    );
  }
}
