import { Injectable, OnModuleInit } from '@nestjs/common';
import { BookingCancelled, BookingConfirmed } from '@studio/contracts';
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
    this.subscriptions.on(BookingConfirmed, async (event, em) => {
      await this.seatCounts.observe(em, event.scheduleId, event.remainingSpots, new Date(event.occurredAt));
    });
    this.subscriptions.on(BookingCancelled, async (event, em) => {
      await this.seatCounts.observe(em, event.scheduleId, event.remainingSpots, new Date(event.occurredAt));
    });
  }
}
