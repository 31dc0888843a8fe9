import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/http';
import { bookingKey, createBooking, MY_BOOKINGS_KEY } from '../api/bookings-api';
import { refreshAfterBookingChange } from './refresh-after-booking-change';

/**
 * Books one seat. Every attempt of one press carries the same idempotency key, so the default mutation retries
 * (network failures and 5xx only) can never book or charge twice.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKey(booking.id), booking);
      // Not awaited: the booking is done once the server says so (spec §2: home 300 ms later), and the page must
      // learn that before the refreshed bookings arrive, or it reads its own booking as 'Already Booked'.
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
      void refreshAfterBookingChange(queryClient);
    },
    // Refused for what the page showed (the price changed, the last seat went, booked meanwhile in another tab):
    // the page shows it as it is now.
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
      void refreshAfterBookingChange(queryClient);
    },
  });
}
