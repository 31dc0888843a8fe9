import { createEvent, PasswordResetRequested, PasswordResetRequestedEvent } from '@studio/contracts';
import { EventSubscriptions, FixedClock } from '@studio/platform';
import { DeliveriesRepository, NewDelivery } from './deliveries.repository';
import { DeliveriesService } from './deliveries.service';
import { Delivery } from './delivery.entity';
import { EmailChannel, EmailMessage } from './email-channel';
import { PasswordResetEmailConsumer } from './password-reset-email.consumer';

class FakeEmailChannel extends EmailChannel {
  readonly sent: EmailMessage[] = [];
  failWith?: Error;

  async send(message: EmailMessage): Promise<'sent'> {
    if (this.failWith) throw this.failWith;
    this.sent.push(message);
    return 'sent';
  }
}

class FakeDeliveriesRepository {
  readonly rows: Delivery[] = [];

  async record(delivery: NewDelivery): Promise<Delivery> {
    const row = Object.assign(new Delivery(), delivery, { id: this.rows.length + 1 });
    this.rows.push(row);
    return row;
  }
}

function resetEvent(): PasswordResetRequestedEvent {
  const occurredAt = new Date('2026-01-05T18:00:00Z');
  return createEvent(
    PasswordResetRequested,
    {
      userId: 12,
      email: 'maya@example.com',
      fullName: 'Maya Member',
      resetUrl: 'http://localhost:3000/reset-password?token=abc123',
      expiresAt: '2026-01-05T19:00:00.000Z',
    },
    occurredAt,
  );
}

describe('PasswordResetEmailConsumer', () => {
  let channel: FakeEmailChannel;
  let repository: FakeDeliveriesRepository;
  let consumer: PasswordResetEmailConsumer;

  beforeEach(() => {
    channel = new FakeEmailChannel();
    repository = new FakeDeliveriesRepository();
    const service = new DeliveriesService(
      repository as unknown as DeliveriesRepository,
      channel,
      new FixedClock(new Date('2026-01-05T18:00:01Z')),
    );
    consumer = new PasswordResetEmailConsumer({ on: jest.fn() } as unknown as EventSubscriptions, service);
  });

  it('e-mails the reset link with its one-hour validity and records the delivery', async () => {
    const event = resetEvent();
    await consumer.handle(event);
    expect(channel.sent).toHaveLength(1);
    expect(channel.sent[0].to).toBe('maya@example.com');
    expect(channel.sent[0].subject).toBe('Reset your password');
    expect(channel.sent[0].text).toContain('http://localhost:3000/reset-password?token=abc123');
    expect(channel.sent[0].text).toContain('valid for one hour');
    expect(repository.rows).toEqual([
      expect.objectContaining({
        userId: 12,
        channel: 'email',
        recipient: 'maya@example.com',
        subject: 'Reset your password',
        status: 'sent',
        error: null,
        eventId: event.eventId,
      }),
    ]);
  });

  it('records a refused e-mail as failed with the reason instead of throwing', async () => {
    channel.failWith = new Error('mailbox unavailable');
    await consumer.handle(resetEvent());
    expect(repository.rows[0]).toMatchObject({ status: 'failed', error: 'mailbox unavailable' });
  });

  it('subscribes to password-reset-requested', () => {
    const subscriptions = { on: jest.fn() };
    new PasswordResetEmailConsumer(
      subscriptions as unknown as EventSubscriptions,
      {} as DeliveriesService,
    ).onModuleInit();
    expect(subscriptions.on).toHaveBeenCalledWith(PasswordResetRequested, expect.any(Function));
  });
});
