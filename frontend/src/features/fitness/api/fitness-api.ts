/** The fitness calls of spec §7 "Fitness", through the typed client. Goal creation is never sent (spec §2). */
import { apiClient, call } from '../../../api/http';
import type { components } from '../../../api/schema';

type Schemas = components['schemas'];
export type FitnessStats = Schemas['FitnessStatsDto'];
export type MemberAchievement = Schemas['MemberAchievementDto'];
export type FitnessGoal = Schemas['FitnessGoalDto'];
export type CategoryStat = Schemas['CategoryStatDto'];

export const FITNESS_STATS_KEY = ['/api/fitness/stats'] as const;
export const ACHIEVEMENTS_KEY = ['/api/fitness/achievements'] as const;
export const GOALS_KEY = ['/api/fitness/goals'] as const;
export const CATEGORY_STATS_KEY = ['/api/fitness/category-stats'] as const;

export function fetchFitnessStats(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/fitness/stats', { signal }));
}

export function fetchAchievements(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/fitness/achievements', { signal }));
}

export function fetchGoals(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/fitness/goals', { signal }));
}

export function fetchCategoryStats(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/fitness/category-stats', { signal }));
}

export function updateGoalProgress({ id, progressCurrent }: { id: number; progressCurrent: number }) {
  return call(() =>
    apiClient.POST('/api/fitness/goals/{id}/progress', {
      params: { path: { id } },
      body: { progressCurrent },
    }),
  );
}

export function setGoalAchieved({ id, achieved }: { id: number; achieved: boolean }) {
  return call(() =>
    apiClient.PATCH('/api/fitness/goals/{id}', { params: { path: { id } }, body: { achieved } }),
  );
}

export function deleteGoal(id: number) {
  return call(() => apiClient.DELETE('/api/fitness/goals/{id}', { params: { path: { id } } }));
}

export function setFavoriteCategory(body: { categoryId: number; favorite: boolean }) {
  return call(() => apiClient.POST('/api/fitness/favorite-category', { body }));
}
