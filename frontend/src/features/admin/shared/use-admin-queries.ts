import { useQuery } from '@tanstack/react-query';
import type { StudioDate } from '../../../lib/pacific-time';
import { classesQuery } from '../../classes/api/classes-api';
import {
  ADMIN_KEYS,
  adminSchedulesKey,
  fetchCategories,
  fetchPlans,
  fetchSchedules,
  fetchTrainers,
} from './admin-api';

/** The public class list (the same query as the class list's pictures; the admin mutations refresh it). */
export function useAdminClasses() {
  return useQuery(classesQuery());
}

export function useAdminTrainers() {
  return useQuery({ queryKey: ADMIN_KEYS.trainers, queryFn: ({ signal }) => fetchTrainers(signal) });
}

export function useAdminCategories() {
  return useQuery({ queryKey: ADMIN_KEYS.categories, queryFn: ({ signal }) => fetchCategories(signal) });
}

export function useAdminSchedules(date: StudioDate) {
  return useQuery({
    queryKey: adminSchedulesKey(date),
    queryFn: ({ signal }) => fetchSchedules(date, signal),
  });
}

export function useAdminPlans() {
  return useQuery({ queryKey: ADMIN_KEYS.plans, queryFn: ({ signal }) => fetchPlans(signal) });
}
