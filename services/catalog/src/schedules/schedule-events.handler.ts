import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BookingCancelled,
  BookingCancelledEvent,
  BookingConfirmed,
  BookingConfirmedEvent,
} from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import { SeatCountRepository } from './seat-counts.repository';

/**
 * Keeps the fallback seat counts from booking's events. (Cached listings are dropped where schedules change;
 * catalog does not consume its own schedule-changed events: a consumer group would hand each to one replica only.)
 */
@Injectable()
export class ScheduleEventsHandler implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly seatCounts: SeatCountRepository,
  ) {}

  onModuleInit(): void {
    const observe = (events: Array<BookingConfirmedEvent | BookingCancelledEvent>, em: EntityManager) =>
      this.seatCounts.observe(
        em,
        events.map((e) => ({
          scheduleId: e.scheduleId,
          remainingSpots: e.remainingSpots,
          observedAt: new Date(e.occurredAt),
        })),
      );
    this.subscriptions.onBatch(BookingConfirmed, observe);
    this.subscriptions.onBatch(BookingCancelled, observe);
  }
}
