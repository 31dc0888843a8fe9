import { formatDateTime, toPacific } from '../../lib/pacific-time';
import type { Booking } from './api/bookings-api';
import type { CancelTarget } from './components/CancelBookingFlow';

/** 'Mon, Jan 5, 2026' in Pacific time. */
export function formatBookingDate(iso: string): string {
  return toPacific(iso).format('ddd, MMM D, YYYY');
}

/** 'Monday 3:00 PM' in Pacific time: the profile's Next Class card (spec §2). */
export function formatWeekdayTime(iso: string): string {
  return toPacific(iso).format('dddd h:mm A');
}

/** 'Mon, Jan 5 · 3:00 PM' (for the profile's upcoming list). */
export function formatShortDateTime(iso: string): string {
  return toPacific(iso).format('ddd, MMM D · h:mm A');
}

/**
 * The Cancel button's name: the class and when it starts, so that two bookings of one class (on other days) are
 * told apart by a screen reader or voice control, as they are by sight.
 */
export function cancelLabel(booking: Booking): string {
  return `Cancel booking for ${booking.schedule.class.name}, ${formatDateTime(booking.schedule.startTime)}`;
}

/** What the cancel dialogs name: the class and when it starts. */
export function cancelTargetOf(booking: Booking): CancelTarget {
  return {
    id: booking.id,
    className: booking.schedule.class.name,
    startTime: booking.schedule.startTime,
    usedCredits: booking.usedCredits,
  };
}
