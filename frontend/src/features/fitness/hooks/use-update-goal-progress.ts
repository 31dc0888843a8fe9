import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateGoalProgress } from '../api/fitness-api';
import { replaceGoal } from './replace-goal';

export function useUpdateGoalProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoalProgress,
    onSuccess: (goal) => replaceGoal(queryClient, goal),
  });
}
