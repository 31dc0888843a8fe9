import { useQuery } from '@tanstack/react-query';
import { CATEGORY_STATS_KEY, fetchCategoryStats } from '../api/fitness-api';
import { LIVE_FITNESS_QUERY } from './live-fitness';

export function useCategoryStats() {
  return useQuery({
    queryKey: CATEGORY_STATS_KEY,
    queryFn: ({ signal }) => fetchCategoryStats(signal),
    ...LIVE_FITNESS_QUERY,
  });
}
