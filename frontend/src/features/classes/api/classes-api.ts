import {
  SCHEDULES_GC_MS,
  SCHEDULES_RETRIES,
  SCHEDULES_RETRY_DELAY_MS,
  SCHEDULES_STALE_MS,
} from '@studio/contracts/browser';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, call } from '../../../api/http';
import type { StudioDate } from '../../../lib/pacific-time';

export const CLASSES_KEY = ['/api/classes'] as const;
export const FEATURED_CLASSES_KEY = ['/api/classes/featured'] as const;
export const CATEGORIES_KEY = ['/api/categories'] as const;

export function schedulesKey(date: StudioDate) {
  return ['/api/schedules', { date }] as const;
}

export function fetchClasses(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/classes', { signal }));
}

/**
 * Every class, the one place a class's picture comes from (schedules carry their class without it), kept as
 * long as a day's schedules are.
 */
export function classesQuery() {
  return queryOptions({
    queryKey: CLASSES_KEY,
    queryFn: ({ signal }) => fetchClasses(signal),
    staleTime: SCHEDULES_STALE_MS,
    gcTime: SCHEDULES_GC_MS,
  });
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
