import {
  SCHEDULES_GC_MS,
  SCHEDULES_RETRIES,
  SCHEDULES_RETRY_DELAY_MS,
  SCHEDULES_STALE_MS,
} from '@studio/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { UPCOMING_SCHEDULES_KEY, fetchUpcomingSchedules } from '../api/bookings-api';

/** The schedule a booking page is for (undefined while loading; null when members cannot see it). */
export function useSchedule(id: number | null) {
  const query = useQuery({
    queryKey: UPCOMING_SCHEDULES_KEY,
    queryFn: ({ signal }) => fetchUpcomingSchedules(signal),
    enabled: id !== null,
    staleTime: SCHEDULES_STALE_MS,
    gcTime: SCHEDULES_GC_MS,
    retry: SCHEDULES_RETRIES,
    retryDelay: SCHEDULES_RETRY_DELAY_MS,
  });
  const schedule = query.data ? (query.data.find((s) => s.id === id) ?? null) : undefined;
  return { ...query, schedule };
}
