import type { QueryClient } from '@tanstack/react-query';
import { GOALS_KEY, type FitnessGoal } from '../api/fitness-api';

/** Puts the server's answer for one goal into the cached list, then refetches it. */
export async function replaceGoal(queryClient: QueryClient, goal: FitnessGoal): Promise<void> {
  queryClient.setQueryData<FitnessGoal[]>(GOALS_KEY, (goals) =>
    goals?.map((g) => (g.id === goal.id ? goal : g)),
  );
  await queryClient.invalidateQueries({ queryKey: GOALS_KEY });
}
