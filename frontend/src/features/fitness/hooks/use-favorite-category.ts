import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATEGORY_STATS_KEY, setFavoriteCategory, type CategoryStat } from '../api/fitness-api';

export function useFavoriteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavoriteCategory,
    onSuccess: async (stat) => {
      queryClient.setQueryData<CategoryStat[]>(CATEGORY_STATS_KEY, (stats) =>
        stats?.map((s) => (s.categoryId === stat.categoryId ? stat : s)),
      );
      await queryClient.invalidateQueries({ queryKey: CATEGORY_STATS_KEY });
    },
  });
}
