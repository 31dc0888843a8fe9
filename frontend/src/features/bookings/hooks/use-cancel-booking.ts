import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_CANCELLED_EVENT, MY_BOOKINGS_KEY, cancelBooking } from '../api/bookings-api';

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, number>({
    mutationFn: cancelBooking,
    retry: false,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['/api/schedules'] });
      window.dispatchEvent(new Event(BOOKING_CANCELLED_EVENT));
    },
  });
}
