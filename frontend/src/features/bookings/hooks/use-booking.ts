import { useQuery } from '@tanstack/react-query';
import { bookingKey, fetchBooking } from '../api/bookings-api';

/** One of the member's bookings (the confirmation page). */
export function useBooking(id: number | null) {
  return useQuery({
    queryKey: bookingKey(id ?? 0),
    queryFn: ({ signal }) => fetchBooking(id ?? 0, signal),
    enabled: id !== null,
  });
}
