import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOALS_KEY, deleteGoal, type FitnessGoal } from '../api/fitness-api';

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: async (_result, id) => {
      queryClient.setQueryData<FitnessGoal[]>(GOALS_KEY, (goals) => goals?.filter((g) => g.id !== id));
      await queryClient.invalidateQueries({ queryKey: GOALS_KEY });
    },
  });
}
