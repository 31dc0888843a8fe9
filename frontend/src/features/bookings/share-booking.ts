import { formatDateTime, studioDateOf } from '../../lib/pacific-time';
import { fetchCalendarFile, type Booking } from './api/bookings-api';

/** 'Add to Calendar': the booking's .ics file, saved by the browser. */
export async function downloadCalendarFile(booking: Booking): Promise<void> {
  const content = await fetchCalendarFile(booking.id);
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `studio-booking-${booking.id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** What 'Share' sends: the class and its day's schedule (public), never the member's own booking page. */
export function shareDataOf(booking: Booking, origin: string = window.location.origin): ShareData {
  const { schedule } = booking;
  return {
    title: schedule.class.name,
    text: `I'm taking ${schedule.class.name} on ${formatDateTime(schedule.startTime)}. Join me!`,
    url: `${origin}/classes?date=${studioDateOf(schedule.startTime)}`,
  };
}

/** 'Share': the Web Share API where the browser has it, else the link copied. */
export async function shareBooking(booking: Booking): Promise<'shared' | 'copied' | 'dismissed'> {
  const data = shareDataOf(booking);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'dismissed';
      throw error;
    }
  }
  await navigator.clipboard.writeText(data.url);
  return 'copied';
}
