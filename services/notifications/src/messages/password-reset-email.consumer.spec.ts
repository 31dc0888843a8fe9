import type { EntityManager } from '@mikro-orm/postgresql';
import { createEvent, PasswordResetRequested, PasswordResetRequestedEvent } from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import { DeliveriesService, OutgoingMessage } from '../deliveries/deliveries.service';
import { PasswordResetEmailConsumer } from './password-reset-email.consumer';

class FakeDeliveries {
  readonly queued: OutgoingMessage[] = [];

  async enqueue(_em: EntityManager, messages: OutgoingMessage[]): Promise<void> {
    this.queued.push(...messages);
  }
}

function resetEvent(): PasswordResetRequestedEvent {
  return createEvent(
    PasswordResetRequested,
    {
      userId: 12,
      email: 'maya@example.com',
      resetUrl: 'http://localhost:3000/reset-password?token=abc123',
      expiresAt: '2026-01-05T19:00:00.000Z',
    },
    new Date('2026-01-05T18:00:00Z'),
  );
}

describe('PasswordResetEmailConsumer', () => {
  it('queues one e-mail with the reset link and its one-hour validity, keyed by the event', async () => {
    const deliveries = new FakeDeliveries();
    const consumer = new PasswordResetEmailConsumer(
      { on: jest.fn() } as unknown as EventSubscriptions,
      deliveries as unknown as DeliveriesService,
    );
    const event = resetEvent();
    await consumer.handle(event, {} as EntityManager);
    expect(deliveries.queued).toEqual([
      expect.objectContaining({
        key: `${event.eventId}:email`,
        kind: 'password-reset',
        channel: 'email',
        userId: 12,
        recipient: 'maya@example.com',
        address: 'maya@example.com',
        subject: 'Reset your password',
        eventId: event.eventId,
      }),
    ]);
    expect(deliveries.queued[0].body).toContain('http://localhost:3000/reset-password?token=abc123');
    expect(deliveries.queued[0].body).toContain('valid for one hour');
    expect(deliveries.queued[0].body.startsWith('Hello,\n')).toBe(true);
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
