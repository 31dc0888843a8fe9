/** The booking calls of spec §7 "Bookings and memberships", through the typed client. */
import { apiClient, call } from '../../../api/http';
import type { components } from '../../../api/schema';

type Schemas = components['schemas'];
export type Booking = Schemas['BookingDto'];
export type CancellationResult = Schemas['CancellationResultDto'];
export type NewBooking = Schemas['CreateBookingDto'];

export const MY_BOOKINGS_KEY = ['/api/bookings'] as const;
export const BOOKING_CANCELLED_EVENT = 'booking-cancelled';

export function bookingKey(id: number) {
  return ['/api/bookings/{id}', { id }] as const;
}

export function fetchMyBookings(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/bookings', { signal }));
}

export function fetchBooking(id: number, signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/bookings/{id}', { params: { path: { id } }, signal }));
}

/** Books one seat; the idempotency key makes a repeated press answer the first booking. */
export function createBooking(body: NewBooking) {
  return call(() => apiClient.POST('/api/bookings', { body }));
}

/** What cancelling now would give (refund, fee, credit back); changes nothing. */
export function fetchCancellationQuote(id: number) {
  return call(() => apiClient.GET('/api/bookings/{id}/cancellation', { params: { path: { id } } }));
}

export function cancelBooking(id: number) {
  return call(() => apiClient.POST('/api/bookings/{id}/cancel', { params: { path: { id } } }));
}

/** The booking as an .ics file ('Add to Calendar'). */
export function fetchCalendarFile(id: number) {
  return call(() =>
    apiClient.GET('/api/bookings/{id}/calendar', {
      params: { path: { id } },
      headers: { Accept: 'text/calendar' },
      parseAs: 'text',
    }),
  );
}

/** The member's own calendar feed address (a path under /api/calendar/), for calendar apps to subscribe to. */
export function fetchCalendarFeedLink() {
  return call(() => apiClient.GET('/api/bookings/calendar-feed'));
}

export const UPCOMING_SCHEDULES_KEY = ['/api/schedules'] as const;

/** The upcoming schedules (from a day back): the booking page finds its schedule among them. */
export function fetchUpcomingSchedules(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/schedules', { signal }));
}

export function scheduleByIdKey(id: number) {
  return [...UPCOMING_SCHEDULES_KEY, { id }] as const;
}

/** One schedule by id, whatever its day: a list of it, or empty when members cannot see it. */
export function fetchScheduleById(id: number, signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/schedules', { params: { query: { id } }, signal }));
}

export function classKey(id: number) {
  return ['/api/classes/{id}', { id }] as const;
}

/** One class (the confirmation page's location). */
export function fetchClass(id: number, signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/classes/{id}', { params: { path: { id } }, signal }));
}
