import { isUpcomingBooking } from '@studio/contracts/browser';
import type { Booking } from './api/bookings-api';

function startMs(booking: Booking): number {
  return new Date(booking.schedule.startTime).getTime();
}

/** A booking the screens can show: one without schedule, start time or class is skipped (spec §4). */
function isComplete(booking: Booking): boolean {
  return Boolean(booking.schedule?.startTime && booking.schedule.class);
}

function byStart(a: Booking, b: Booking): number {
  return startMs(a) - startMs(b);
}

/** Spec §4 "Upcoming bookings": future start, not cancelled, by start ascending; incomplete bookings skipped. */
export function upcomingBookings(bookings: Booking[], now: Date = new Date()): Booking[] {
  return bookings
    .filter(isComplete)
    .filter((b) => isUpcomingBooking(b.status, b.schedule.startTime, now))
    .sort(byStart);
}

export type HistoryTab = 'upcoming' | 'past' | 'cancelled';

/**
 * Spec §2 "Booking history": Upcoming (future start, not cancelled), Past (start at or before now, not
 * cancelled, most recent first), Cancelled (most recent class first).
 */
export function historyTabs(bookings: Booking[], now: Date = new Date()): Record<HistoryTab, Booking[]> {
  const shown = bookings.filter(isComplete);
  return {
    upcoming: upcomingBookings(shown, now),
    past: shown
      .filter((b) => b.status !== 'cancelled' && startMs(b) <= now.getTime())
      .sort((a, b) => byStart(b, a)),
    cancelled: shown.filter((b) => b.status === 'cancelled').sort((a, b) => byStart(b, a)),
  };
}

/** Schedule ids the member holds a live booking for (a cancelled booking does not count as booked). */
export function bookedScheduleIds(bookings: Booking[]): Set<number> {
  return new Set(bookings.filter((b) => b.status !== 'cancelled').map((b) => b.scheduleId));
}
