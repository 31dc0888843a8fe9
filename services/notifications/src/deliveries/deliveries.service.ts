import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryChannel, DeliveryDto, DeliveryStatus } from '@studio/contracts';
import { Clock, JobQueue } from '@studio/platform';
import { NotificationsConfig } from '../config';
import { DevicesRepository } from '../devices/devices.repository';
import { DeliveriesRepository, QueuedMessage } from './deliveries.repository';
import { Delivery } from './delivery.entity';
import { DeliveryError } from './delivery-error';
import { EmailChannel } from './email-channel';
import { PushChannel } from './push-channel';
import { SmsChannel } from './sms-channel';

export const DELIVER_JOB = 'notifications.deliver';

/** Tokens in links (`?token=…`, `&token=…`) become `[redacted]`. */
export function redactSecrets(text: string): string {
  return text.replace(/([?&]token=)[^\s&#]+/g, '$1[redacted]');
}

/** One message to one recipient on one channel, as a delivery job carries it. */
export interface OutgoingMessage {
  /** Names the message once: a redelivered event or a retried job is the same message, sent once. */
  key: string;
  kind: string;
  userId: number | null;
  channel: DeliveryChannel;
  /** As the log shows it: the e-mail, the phone number, or `device #id`. */
  recipient: string;
  /** Where the provider sends it: the e-mail, the phone number, or the device token. */
  address: string;
  deviceId?: number;
  subject: string;
  body: string;
  eventId: string | null;
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Messages go out as jobs (BullMQ in distributed mode), each try recorded in the delivery log with its
 * outcome. A failed try is retried with back-off up to DELIVERY_ATTEMPTS unless the provider's answer says no
 * try can succeed; a push token the push service no longer knows is deactivated.
 */
@Injectable()
export class DeliveriesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Deliveries');

  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly devices: DevicesRepository,
    private readonly email: EmailChannel,
    private readonly sms: SmsChannel,
    private readonly push: PushChannel,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly config: NotificationsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.process<OutgoingMessage>(DELIVER_JOB, (message) => this.deliver(message));
    const requeued = await this.requeueKept();
    if (requeued > 0) this.logger.log(`${requeued} messages queued before the start are queued again`);
  }

  /**
   * Queues again every message kept as queued and not finished, whose job a stopped process may have taken with
   * it (a queue kept in memory); a job still queued under its key is not doubled. Answers how many there were.
   */
  async requeueKept(): Promise<number> {
    const kept = await this.deliveries.queued();
    await this.addJobs(kept);
    return kept.length;
  }

  /**
   * Queues the messages, kept as queued in `em`'s transaction (the event's) until delivered, so that none is lost
   * with a queue kept in memory; a message already queued or sent under the same key is not queued again.
   */
  async enqueue(em: EntityManager, messages: OutgoingMessage[]): Promise<void> {
    const queued = messages.map((message) => ({ messageKey: hashKey(message.key), message }));
    await this.deliveries.keepQueued(em, queued, this.clock.now());
    await this.addJobs(queued);
  }

  private async addJobs(queued: QueuedMessage[]): Promise<void> {
    if (queued.length === 0) return;
    await this.jobs.addAll(
      DELIVER_JOB,
      queued.map(({ messageKey, message }) => ({
        data: message,
        options: { jobId: `deliver-${messageKey}`, attempts: this.config.DELIVERY_ATTEMPTS },
      })),
    );
  }

  /** One try of one message; throws only when the queue should try again later. */
  async deliver(message: OutgoingMessage): Promise<void> {
    const messageKey = hashKey(message.key);
    const before = await this.deliveries.attemptsOf(messageKey);
    if (before.done) return this.deliveries.finish(messageKey);
    if (message.channel === 'push') {
      const device = message.deviceId === undefined ? null : await this.devices.findById(message.deviceId);
      // Deactivated, or signed in as someone else, since the message was queued.
      if (!device?.isActive || device.userId !== message.userId) return this.deliveries.finish(messageKey);
    }
    const attempt = before.count + 1;
    let status: DeliveryStatus;
    let failure: DeliveryError | null = null;
    try {
      status = await this.send(message);
    } catch (error) {
      status = 'failed';
      failure = error instanceof DeliveryError ? error : new DeliveryError((error as Error).message, false);
    }
    const retried = failure !== null && !failure.permanent && attempt < this.config.DELIVERY_ATTEMPTS;
    await this.deliveries.record(
      {
        userId: message.userId,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        status,
        error: failure?.message ?? null,
        eventId: message.eventId,
        kind: message.kind,
        attempt,
        messageKey,
        createdAt: this.clock.now(),
      },
      !retried,
    );
    if (!failure) {
      if (message.deviceId !== undefined) await this.devices.markUsed(message.deviceId, this.clock.now());
      return;
    }
    this.logger.warn(
      `${message.channel} ${message.kind} to ${message.recipient}, try ${attempt}: ${failure.message}`,
    );
    if (failure.invalidToken) await this.devices.deactivateToken(message.address);
    if (retried) throw failure;
  }

  private send(message: OutgoingMessage): Promise<'sent' | 'logged'> {
    switch (message.channel) {
      case 'email':
        return this.email.send({ to: message.address, subject: message.subject, text: message.body });
      case 'sms':
        return this.sms.send({ to: message.address, text: message.body });
      case 'push':
        return this.push.send({ token: message.address, title: message.subject, body: message.body });
    }
  }

  list(recipient: string, limit: number): Promise<Delivery[]> {
    return this.deliveries.findByRecipient(recipient, limit);
  }

  /** The log as admins read it: a reset link's token works for whoever reads it, so it is never shown. */
  async listRedacted(recipient: string, limit: number): Promise<DeliveryDto[]> {
    return (await this.list(recipient, limit)).map((delivery) => ({
      id: delivery.id,
      userId: delivery.userId,
      channel: delivery.channel,
      recipient: delivery.recipient,
      kind: delivery.kind,
      attempt: delivery.attempt,
      subject: delivery.subject,
      body: redactSecrets(delivery.body),
      status: delivery.status,
      error: delivery.error,
      eventId: delivery.eventId,
      createdAt: delivery.createdAt.toISOString(),
    }));
  }
}
