import { api } from '../../../api/http';
import type { Category, Schedule, StudioClass } from '../../../api/types';
import type { StudioDate } from '../../../lib/pacific-time';

export const CLASSES_KEY = ['/api/classes'] as const;
export const FEATURED_CLASSES_KEY = ['/api/classes/featured'] as const;
export const CATEGORIES_KEY = ['/api/categories'] as const;

export function schedulesKey(date: StudioDate) {
  return ['/api/schedules', { date }] as const;
}

export function fetchFeaturedClasses(signal?: AbortSignal): Promise<StudioClass[]> {
  return api.get<StudioClass[]>('/api/classes/featured', { signal });
}

export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/api/categories', { signal });
}

export function fetchSchedulesForDate(date: StudioDate, signal?: AbortSignal): Promise<Schedule[]> {
  return api.get<Schedule[]>('/api/schedules', { params: { date }, signal });
}
