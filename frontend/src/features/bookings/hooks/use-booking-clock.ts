import { useEffect, useState } from 'react';
import type { Booking } from '../api/bookings-api';

/** The longest wait a browser timer takes (about 24.8 days); a later start is reached in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The time that splits bookings into upcoming and past (spec §4), moved on as each of their classes starts: a
 * screen left open regroups a booking when its class begins (no Cancel on a started class), not only when the
 * polled list changes.
 */
export function useBookingClock(bookings: Booking[] | undefined): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const at = now.getTime();
    const starts = (bookings ?? []).map((b) => Date.parse(b.schedule?.startTime ?? '')).filter((t) => t > at);
    if (starts.length === 0) return undefined;
    const wait = Math.min(Math.max(0, Math.min(...starts) - Date.now()), MAX_TIMER_MS);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [bookings, now]);
  return now;
}
