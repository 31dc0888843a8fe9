import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Booking } from '../../../api/types';
import { BOOKING_CANCELLED_EVENT, MY_BOOKINGS_KEY, fetchMyBookings } from '../api/bookings-api';

/** Spec §9: bookings retried 5 times; polling interval depends on the screen (10 s classes, 15 s home). */
export const BOOKINGS_RETRIES = 5;

export function useMyBookings({
  enabled = true,
  refetchIntervalMs,
}: { enabled?: boolean; refetchIntervalMs?: number } = {}) {
  const query = useQuery<Booking[]>({
    queryKey: MY_BOOKINGS_KEY,
    queryFn: ({ signal }) => fetchMyBookings(signal),
    enabled,
    retry: BOOKINGS_RETRIES,
    refetchInterval: refetchIntervalMs ?? false,
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
