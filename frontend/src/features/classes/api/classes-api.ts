import {
  SCHEDULES_GC_MS,
  SCHEDULES_RETRIES,
  SCHEDULES_RETRY_DELAY_MS,
  SCHEDULES_STALE_MS,
} from '@studio/contracts/browser';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, call } from '../../../api/http';
import type { StudioDate } from '../../../lib/pacific-time';

export const FEATURED_CLASSES_KEY = ['/api/classes/featured'] as const;
export const CATEGORIES_KEY = ['/api/categories'] as const;

export function schedulesKey(date: StudioDate) {
  return ['/api/schedules', { date }] as const;
}

export function fetchFeaturedClasses(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/classes/featured', { signal }));
}

export function fetchCategories(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/categories', { signal }));
}

export function fetchSchedulesForDate(date: StudioDate, signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/schedules', { params: { query: { date } }, signal }));
}

/**
 * One day's schedules as a query, shared by the class list and the request its route starts early. Spec §9:
 * schedules stale after 30 s, kept 2 min, one retry after 500 ms.
 */
export function schedulesQuery(date: StudioDate) {
  return queryOptions({
    queryKey: schedulesKey(date),
    queryFn: ({ signal }) => fetchSchedulesForDate(date, signal),
    staleTime: SCHEDULES_STALE_MS,
    gcTime: SCHEDULES_GC_MS,
    retry: SCHEDULES_RETRIES,
    retryDelay: SCHEDULES_RETRY_DELAY_MS,
  });
}
