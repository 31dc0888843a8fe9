import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  BookingCancelled,
  BookingCancelledEvent,
  BookingConfirmed,
  BookingConfirmedEvent,
  BookingEvent,
  BookingRescheduled,
  BookingRescheduledEvent,
  CLASS_REMINDER_LEAD_MINUTES,
  isNewsToMembers,
} from '@studio/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Clock, EventSubscriptions } from '@studio/platform';
import { bookingCancelledNotice, bookingConfirmedNotice, bookingRescheduledNotice } from './notice-texts';
import { eventNotice, Notifier } from './notifier';
import { RemindersRepository } from './reminders.repository';

function reminderOf(event: BookingEvent) {
  const startTime = new Date(event.startTime);
  return {
    bookingId: event.bookingId,
    userId: event.userId,
    className: event.className,
    startTime,
    sendAt: new Date(startTime.getTime() - CLASS_REMINDER_LEAD_MINUTES * 60_000),
    eventId: event.eventId,
  };
}

/**
 * Tells the member of each booking, cancellation and move of their class on their channels, and keeps the class
 * reminder: scheduled two hours before the class when booked (unless that time has passed), dropped when
 * cancelled, moved with the class when an admin moves it.
 */
@Injectable()
export class BookingNoticesConsumer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly notifier: Notifier,
    private readonly reminders: RemindersRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.subscriptions.onBatch(BookingConfirmed, (events, em) => this.confirmed(events, em));
    this.subscriptions.onBatch(BookingCancelled, (events, em) => this.cancelled(events, em));
    this.subscriptions.onBatch(BookingRescheduled, (events, em) => this.rescheduled(events, em));
  }

  async confirmed(events: BookingConfirmedEvent[], em: EntityManager): Promise<void> {
    await this.reminders.schedule(em, events.map(reminderOf), this.clock.now());
    await this.notifier.notify(
      em,
      events.map((event) => eventNotice(event, (name) => bookingConfirmedNotice(event, name))),
    );
  }

  /** Moves the reminders, and tells the members of a change that is news to them. */
  async rescheduled(events: BookingRescheduledEvent[], em: EntityManager): Promise<void> {
    await this.reminders.move(em, events.map(reminderOf), this.clock.now());
    const moved = events.filter(isNewsToMembers);
    await this.notifier.notify(
      em,
      moved.map((event) => eventNotice(event, (name) => bookingRescheduledNotice(event, name))),
    );
  }

  async cancelled(events: BookingCancelledEvent[], em: EntityManager): Promise<void> {
    await this.reminders.cancel(em, events.map(reminderOf), this.clock.now());
    await this.notifier.notify(
      em,
      events.map((event) => eventNotice(event, (name) => bookingCancelledNotice(event, name))),
    );
  }
}
