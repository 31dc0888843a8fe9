import { BOOKINGS_RETRIES } from '@studio/contracts/browser';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pollOnceLoaded, shouldRetry } from '../../../api/query-client';
import { BOOKING_CANCELLED_EVENT, MY_BOOKINGS_KEY, fetchMyBookings } from '../api/bookings-api';

/**
 * The member's bookings. Spec §9: retried 5 times; the polling interval depends on the screen; refetched on
 * window focus and on the 'booking-cancelled' window event.
 */
export function useMyBookings({
  enabled = true,
  refetchIntervalMs,
}: { enabled?: boolean; refetchIntervalMs?: number } = {}) {
  const query = useQuery({
    queryKey: MY_BOOKINGS_KEY,
    queryFn: ({ signal }) => fetchMyBookings(signal),
    enabled,
    retry: (count, error) => shouldRetry(count, error, BOOKINGS_RETRIES),
    refetchInterval: pollOnceLoaded(refetchIntervalMs),
    refetchOnWindowFocus: true,
  });
  const { refetch } = query;
  useEffect(() => {
    if (!enabled) return undefined;
    const onCancelled = () => void refetch();
    window.addEventListener(BOOKING_CANCELLED_EVENT, onCancelled);
    return () => window.removeEventListener(BOOKING_CANCELLED_EVENT, onCancelled);
  }, [enabled, refetch]);
  return query;
}

/**
 * Whether the bookings shown predate a booking or cancellation the member just made: refetching after it changed
 * them (the page goes home 300 ms after a booking, before a slow network brings the new list). An empty list is
 * then no answer yet. The polls' and window focus' refetches do not count.
 */
export function useCatchingUp(bookings: UseQueryResult<unknown>): boolean {
  const queryClient = useQueryClient();
  return bookings.isFetching && queryClient.getQueryState(MY_BOOKINGS_KEY)?.isInvalidated === true;
}
