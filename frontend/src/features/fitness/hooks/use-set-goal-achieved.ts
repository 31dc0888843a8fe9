import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setGoalAchieved } from '../api/fitness-api';
import { replaceGoal } from './replace-goal';

/** Complete (achieved true); spec §4: a goal is active until marked achieved. */
export function useSetGoalAchieved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGoalAchieved,
    onSuccess: (goal) => replaceGoal(queryClient, goal),
  });
}
