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
 * The schedule a booking page is for (undefined while loading; null when members cannot see it). Once the
 * upcoming listing (a day back to SCHEDULE_HORIZON_DAYS ahead) is in, it is looked up among every listing the
 * page holds: all `/api/schedules` queries share the key's first part, so the day the class list showed counts
 * too, and a class booked from beyond the upcoming range (or one already past) is found as well.
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
  const schedule = query.data ? heldSchedule(client, id) : undefined;
  return { ...query, schedule };
}

function heldSchedule(client: QueryClient, id: number | null): Schedule | null {
  for (const [, list] of client.getQueriesData<Schedule[]>({ queryKey: UPCOMING_SCHEDULES_KEY })) {
    const found = Array.isArray(list) ? list.find((s) => s.id === id) : undefined;
    if (found) return found;
  }
  return null;
}
