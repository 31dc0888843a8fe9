import { SPOTS_LOW_THRESHOLD, studioDateOf } from '@studio/contracts/browser';
import type { BadgeTone } from '../../../ui/StatusBadge';
import type { AdminBooking, AdminBookingsPage } from './bookings-api';

export type DayBadge = 'Today' | 'Upcoming' | 'Past';

export interface BookingDay {
  /** The Pacific date, yyyy-MM-dd. */
  date: string;
  badge: DayBadge;
  bookings: AdminBooking[];
}

export function bookingDate(booking: AdminBooking): string {
  return studioDateOf(booking.schedule.startTime);
}

/**
 * Spec §2 "Bookings tab": cancelled bookings only under the Cancelled filter; the rest grouped by Pacific date
 * ascending, by start time inside a day.
 */
export function groupBookings(bookings: AdminBooking[], today: string, showCancelled: boolean): BookingDay[] {
  const shown = bookings
    .filter((b) => showCancelled || b.status !== 'cancelled')
    .sort((a, b) => a.schedule.startTime.localeCompare(b.schedule.startTime) || a.id - b.id);
  const days = new Map<string, AdminBooking[]>();
  for (const booking of shown) {
    const date = bookingDate(booking);
    days.set(date, [...(days.get(date) ?? []), booking]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      badge: date === today ? 'Today' : date > today ? 'Upcoming' : 'Past',
      bookings: list,
    }));
}

/** The spots badge: green above 5, yellow 1-5, red 'Full' at 0 (spec §9). */
export function spotsBadge(remaining: number, scheduleCancelled = false): { tone: BadgeTone; text: string } {
  // Nobody can book a cancelled class: its seats are not 'remaining'.
  if (scheduleCancelled) return { tone: 'neutral', text: 'Class cancelled' };
  if (remaining <= 0) return { tone: 'danger', text: 'Full' };
  return {
    tone: remaining > SPOTS_LOW_THRESHOLD ? 'success' : 'warning',
    text: `${remaining} spots remaining`,
  };
}

/**
 * The page that holds today's bookings (or the first later one; the last page when all are past): pages are sorted
 * by class start, so a binary search over the last date of each page finds it in a few requests.
 */
export async function findTodayPage(
  load: (page: number) => Promise<AdminBookingsPage>,
): Promise<{ page: number; today: string }> {
  const first = await load(1);
  const { pages, today } = first.pagination;
  const reachesToday = (page: AdminBookingsPage) => {
    const last = page.bookings.at(-1);
    return last !== undefined && bookingDate(last) >= today;
  };
  if (pages <= 1 || reachesToday(first)) return { page: 1, today };
  let low = 2;
  let high = pages;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (reachesToday(await load(middle))) high = middle;
    else low = middle + 1;
  }
  return { page: low, today };
}
