import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StudioDate } from '../../../lib/pacific-time';
import { schedulesQuery } from '../api/classes-api';

/** The chosen day's schedules; while another day loads, the previous day's stay on screen. */
export function useSchedulesForDate(date: StudioDate) {
  return useQuery({ ...schedulesQuery(date), placeholderData: keepPreviousData });
}
