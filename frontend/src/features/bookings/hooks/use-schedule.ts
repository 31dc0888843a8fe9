import {
  SCHEDULES_GC_MS,
  SCHEDULES_RETRIES,
  SCHEDULES_RETRY_DELAY_MS,
  SCHEDULES_STALE_MS,
} from '@studio/contracts/browser';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Schedule } from '../../../api/types';
import {
  UPCOMING_SCHEDULES_KEY,
  fetchScheduleById,
  fetchUpcomingSchedules,
  scheduleByIdKey,
} from '../api/bookings-api';

/**
 * The schedule a booking page is for (undefined while loading; null when members cannot see it). Once the
 * upcoming listing (a day back to SCHEDULE_HORIZON_DAYS ahead) is in, it is looked up among every listing the
 * page holds: all `/api/schedules` queries share the key's first part, so the day the class list showed counts
 * too. One found in none of them (a link to a class long past, or beyond the upcoming range) is asked for by id.
 */
export function useSchedule(id: number | null) {
  const client = useQueryClient();
  const options = {
    enabled: id !== null,
    staleTime: SCHEDULES_STALE_MS,
    gcTime: SCHEDULES_GC_MS,
    retry: SCHEDULES_RETRIES,
    retryDelay: SCHEDULES_RETRY_DELAY_MS,
  };
  const upcoming = useQuery({
    ...options,
    queryKey: UPCOMING_SCHEDULES_KEY,
    queryFn: ({ signal }) => fetchUpcomingSchedules(signal),
  });
  const held = upcoming.data ? heldSchedule(client, id) : undefined;
  const byId = useQuery({
    ...options,
    queryKey: scheduleByIdKey(id ?? 0),
    queryFn: ({ signal }) => fetchScheduleById(id ?? 0, signal),
    enabled: id !== null && held === null,
  });
  if (held !== null) return { ...upcoming, schedule: held };
  // In no listing held: the answer by id decides (its loading, failure or schedule).
  return { ...byId, schedule: byId.data ? (byId.data.find((s) => s.id === id) ?? null) : undefined };
}

function heldSchedule(client: QueryClient, id: number | null): Schedule | null {
  for (const [, list] of client.getQueriesData<Schedule[]>({ queryKey: UPCOMING_SCHEDULES_KEY })) {
    const found = Array.isArray(list) ? list.find((s) => s.id === id) : undefined;
    if (found) return found;
  }
  return null;
}
