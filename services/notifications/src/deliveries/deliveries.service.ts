import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '@studio/platform';
import { DeliveriesRepository } from './deliveries.repository';
import { Delivery } from './delivery.entity';
import { EmailChannel } from './email-channel';

export interface EmailRequest {
  userId: number | null;
  to: string;
  subject: string;
  body: string;
  /** The event that caused the message, for tracing. */
  eventId: string | null;
}

@Injectable()
export class DeliveriesService {
  private readonly logger = new Logger('Deliveries');

  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly email: EmailChannel,
    private readonly clock: Clock,
  ) {}

  /** Sends and records the outcome; a refused e-mail is logged as failed rather than retried for ever. */
  async sendEmail(request: EmailRequest, em?: EntityManager): Promise<Delivery> {
    let status: Delivery['status'];
    let error: string | null = null;
    try {
      status = await this.email.send({ to: request.to, subject: request.subject, text: request.body });
    } catch (failure) {
      status = 'failed';
      error = (failure as Error).message;
      this.logger.warn(`e-mail to ${request.to} failed: ${error}`);
    }
    return this.deliveries.record(
      {
        userId: request.userId,
        channel: 'email',
        recipient: request.to,
        subject: request.subject,
        body: request.body,
        status,
        error,
        eventId: request.eventId,
        createdAt: this.clock.now(),
      },
      em,
    );
  }

  list(recipient: string, limit: number): Promise<Delivery[]> {
    return this.deliveries.findByRecipient(recipient, limit);
  }
}
