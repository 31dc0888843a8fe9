import type { EntityManager } from '@mikro-orm/postgresql';
import { createEvent, UserEmailChanged, UserEmailChangedEvent } from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import { DeliveriesService, OutgoingMessage } from '../deliveries/deliveries.service';
import { RecipientsRepository } from '../settings/recipients.repository';
import { EmailChangedNoticeConsumer } from './email-changed-notice.consumer';

class FakeDeliveries {
  readonly queued: OutgoingMessage[] = [];

  async enqueue(_em: EntityManager, messages: OutgoingMessage[]): Promise<void> {
    this.queued.push(...messages);
  }
}

function emailChanged(): UserEmailChangedEvent {
  return createEvent(
    UserEmailChanged,
    { userId: 12, fullName: 'Maya Member', previousEmail: 'maya@example.com', newEmail: 'new@example.net' },
    new Date('2026-01-05T18:00:00Z'),
  );
}

describe('EmailChangedNoticeConsumer', () => {
  it('writes to the previous address, naming both, and takes the new address for later notices', async () => {
    const deliveries = new FakeDeliveries();
    const recipients = { applyEmail: jest.fn() };
    const consumer = new EmailChangedNoticeConsumer(
      { on: jest.fn() } as unknown as EventSubscriptions,
      deliveries as unknown as DeliveriesService,
      recipients as unknown as RecipientsRepository,
    );
    const event = emailChanged();
    const em = {} as EntityManager;

    await consumer.handle(event, em);

    expect(recipients.applyEmail).toHaveBeenCalledWith(
      em,
      12,
      'new@example.net',
      new Date('2026-01-05T18:00:00Z'),
    );
    expect(deliveries.queued).toHaveLength(1);
    expect(deliveries.queued[0]).toMatchObject({
      channel: 'email',
      address: 'maya@example.com',
      subject: 'Your e-mail address was changed',
      eventId: event.eventId,
    });
    expect(deliveries.queued[0].body).toContain('from maya@example.com to new@example.net');
    expect(deliveries.queued[0].body).toContain('If you did not');
  });

  it('subscribes to user-email-changed', () => {
    const subscriptions = { on: jest.fn() };
    new EmailChangedNoticeConsumer(
      subscriptions as unknown as EventSubscriptions,
      {} as DeliveriesService,
      {} as RecipientsRepository,
    ).onModuleInit();
    expect(subscriptions.on).toHaveBeenCalledWith(UserEmailChanged, expect.any(Function));
  });
});
