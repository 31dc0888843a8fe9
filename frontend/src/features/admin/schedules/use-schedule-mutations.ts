import type { StudioDate } from '../../../lib/pacific-time';
import {
  ADMIN_KEYS,
  cancelSchedule,
  clearAllSchedules,
  createSchedule,
  updateSchedule,
  type Schedule,
} from '../shared/admin-api';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { scheduleTimes, type ScheduleClock } from './schedule-time';

/**
 * A schedule change shows in the admin day lists, on the members' class list and in the Bookings tab (a moved
 * schedule's bookings move with it; a cancelled one's are cancelled).
 */
const REFRESH = [ADMIN_KEYS.schedules, ADMIN_KEYS.publicSchedules, ADMIN_KEYS.bookings];

export interface ScheduleBatch {
  classId: number;
  dates: readonly StudioDate[];
  clock: ScheduleClock;
}

export interface BatchResult {
  created: Schedule[];
  failures: { date: StudioDate; error: unknown }[];
}

/** One create call per date (the API takes one schedule a call), each converted to UTC on its own date. */
export async function createSchedules({ classId, dates, clock }: ScheduleBatch): Promise<BatchResult> {
  const result: BatchResult = { created: [], failures: [] };
  for (const date of dates) {
    try {
      result.created.push(
        await createSchedule({ classId, ...scheduleTimes(date, clock), isCancelled: false }),
      );
    } catch (error) {
      result.failures.push({ date, error });
    }
  }
  return result;
}

export function useCreateSchedules() {
  return useAdminMutation(createSchedules, REFRESH);
}

export function useUpdateSchedule() {
  return useAdminMutation(updateSchedule, REFRESH);
}

export function useCancelSchedule() {
  return useAdminMutation(cancelSchedule, REFRESH);
}

export function useClearAllSchedules() {
  return useAdminMutation(clearAllSchedules, REFRESH);
}
