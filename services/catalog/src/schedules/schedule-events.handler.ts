import { Injectable, OnModuleInit } from '@nestjs/common';
import { BookingCancelled, BookingConfirmed, ScheduleChanged } from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import { ScheduleListingCache } from '../cache/schedule-listing.cache';
import { SeatCountRepository } from './seat-counts.repository';

/** Keeps the fallback seat counts from booking's events, and drops cached listings when a schedule changes. */
@Injectable()
export class ScheduleEventsHandler implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly seatCounts: SeatCountRepository,
    private readonly cache: ScheduleListingCache,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on(BookingConfirmed, async (event, em) => {
      await this.seatCounts.observe(em, event.scheduleId, event.remainingSpots, new Date(event.occurredAt));
    });
    this.subscriptions.on(BookingCancelled, async (event, em) => {
      await this.seatCounts.observe(em, event.scheduleId, event.remainingSpots, new Date(event.occurredAt));
    });
    this.subscriptions.on(ScheduleChanged, async () => {
      this.cache.invalidate();
    });
  }
}
