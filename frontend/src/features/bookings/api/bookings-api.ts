import { ApiError, api } from '../../../api/http';
import type { Booking } from '../../../api/types';

export const MY_BOOKINGS_KEY = ['/api/bookings'] as const;
export const BOOKING_CANCELLED_EVENT = 'booking-cancelled';

/** The member's bookings; a gateway without the bookings API yet answers 404, which means none. */
export async function fetchMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  try {
    return (await api.get<Booking[] | null>('/api/bookings', { signal })) ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function cancelBooking(bookingId: number): Promise<unknown> {
  return api.post<unknown>(`/api/bookings/${bookingId}/cancel`);
}
