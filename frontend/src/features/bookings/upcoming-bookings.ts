import type { Booking } from '../../api/types';

export type UpcomingBooking = Booking & {
  schedule: NonNullable<Booking['schedule']> & {
    class: NonNullable<NonNullable<Booking['schedule']>['class']>;
  };
};

/** Spec §4 "Upcoming bookings": future start, not cancelled, by start ascending; incomplete bookings skipped. */
export function upcomingBookings(bookings: Booking[], now: Date = new Date()): UpcomingBooking[] {
  return bookings
    .filter((b): b is UpcomingBooking => Boolean(b.schedule?.startTime && b.schedule.class))
    .filter((b) => b.status !== 'cancelled' && new Date(b.schedule.startTime).getTime() > now.getTime())
    .sort((a, b) => new Date(a.schedule.startTime).getTime() - new Date(b.schedule.startTime).getTime());
}

/** Schedule ids the member holds a live booking for (a cancelled booking does not count as booked). */
export function bookedScheduleIds(bookings: Booking[]): Set<number> {
  return new Set(bookings.filter((b) => b.status !== 'cancelled').map((b) => b.scheduleId));
}
