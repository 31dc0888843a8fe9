import { toPacific } from '../../lib/pacific-time';

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
