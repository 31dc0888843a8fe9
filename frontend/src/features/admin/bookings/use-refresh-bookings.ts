import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEYS } from '../shared/admin-api';
import { clearBookingsCache } from './bookings-api';
import { BOOKINGS_TEXTS as T } from './bookings-texts';

/**
 * 'Refresh': asks the server to drop its cache, then reads every bookings query again; a failure carries the text of
 * the step that failed (spec §8).
 */
export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: async () => {
      await clearBookingsCache().catch(() => {
        throw new Error(T.clearFailed);
      });
      await queryClient
        .invalidateQueries({ queryKey: ADMIN_KEYS.bookings }, { throwOnError: true })
        .catch(() => {
          throw new Error(T.refreshFailed);
        });
    },
  });
}
