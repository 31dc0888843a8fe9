import { useQuery } from '@tanstack/react-query';
import type { StudioDate } from '../../../lib/pacific-time';
import { schedulesQuery } from '../api/classes-api';

/**
 * The chosen day's schedules. While a day not loaded yet loads, the list shows it is loading, never the previous
 * day's classes under the new day's heading (with Book buttons for them) or its empty state.
 */
export function useSchedulesForDate(date: StudioDate) {
  return useQuery(schedulesQuery(date));
}
