import {
  SCHEDULES_GC_MS,
  SCHEDULES_RETRIES,
  SCHEDULES_RETRY_DELAY_MS,
  SCHEDULES_STALE_MS,
} from '@studio/contracts/browser';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Schedule } from '../../../api/types';
import { UPCOMING_SCHEDULES_KEY, fetchUpcomingSchedules } from '../api/bookings-api';

/**
 * The schedule among the listings this page already holds: every `/api/schedules` query (the upcoming range and
 * each day the class list showed) shares the key's first part.
 */
function heldSchedule(client: QueryClient, id: number): Schedule | undefined {
  for (const [, list] of client.getQueriesData<Schedule[]>({ queryKey: UPCOMING_SCHEDULES_KEY })) {
    const found = Array.isArray(list) ? list.find((s) => s.id === id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * The schedule a booking page is for (undefined while loading; null when members cannot see it): looked up in
 * the upcoming listing (from a day back to SCHEDULE_HORIZON_DAYS ahead), else in the day the class list showed,
 * so that a class booked from a day beyond the upcoming range (or one already past) is found as well.
 */
export function useSchedule(id: number | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: UPCOMING_SCHEDULES_KEY,
    queryFn: ({ signal }) => fetchUpcomingSchedules(signal),
    enabled: id !== null,
    staleTime: SCHEDULES_STALE_MS,
    gcTime: SCHEDULES_GC_MS,
    retry: SCHEDULES_RETRIES,
    retryDelay: SCHEDULES_RETRY_DELAY_MS,
  });
  const schedule =
    query.data && id !== null
      ? (query.data.find((s) => s.id === id) ?? heldSchedule(client, id) ?? null)
      : query.data
        ? null
        : undefined;
  return { ...query, schedule };
}
