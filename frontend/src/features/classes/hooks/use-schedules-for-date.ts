import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Schedule } from '../../../api/types';
import type { StudioDate } from '../../../lib/pacific-time';
import { fetchSchedulesForDate, schedulesKey } from '../api/classes-api';

/** Spec §9: schedules stale after 30 s, kept 2 min, one retry after 500 ms. */
export const SCHEDULES_STALE_MS = 30_000;
export const SCHEDULES_GC_MS = 2 * 60_000;

export function useSchedulesForDate(date: StudioDate) {
  return useQuery<Schedule[]>({
    queryKey: schedulesKey(date),
    queryFn: ({ signal }) => fetchSchedulesForDate(date, signal),
    staleTime: SCHEDULES_STALE_MS,
    gcTime: SCHEDULES_GC_MS,
    retry: 1,
    retryDelay: 500,
    placeholderData: keepPreviousData,
  });
}
