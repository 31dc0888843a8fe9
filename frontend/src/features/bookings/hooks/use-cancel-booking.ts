import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BOOKING_CANCELLED_EVENT,
  MY_BOOKINGS_KEY,
  bookingKey,
  cancelBooking,
  fetchCancellationQuote,
} from '../api/bookings-api';
import { refreshAfterBookingChange } from './refresh-after-booking-change';

/** The refund calculator's figures: what cancelling now would give, changing nothing. */
export function useCancellationQuote() {
  return useMutation({ mutationFn: fetchCancellationQuote, retry: false });
}

/** Cancels under the refund policy; every screen listening for 'booking-cancelled' refetches. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    retry: false,
    onSuccess: async (result) => {
      queryClient.setQueryData(bookingKey(result.booking.id), result.booking);
      await queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
      await refreshAfterBookingChange(queryClient);
      window.dispatchEvent(new Event(BOOKING_CANCELLED_EVENT));
    },
  });
}
