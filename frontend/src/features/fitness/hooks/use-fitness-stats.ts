import { useQuery } from '@tanstack/react-query';
import { FITNESS_STATS_KEY, fetchFitnessStats } from '../api/fitness-api';
import { LIVE_FITNESS_QUERY } from './live-fitness';

export function useFitnessStats() {
  return useQuery({
    queryKey: FITNESS_STATS_KEY,
    queryFn: ({ signal }) => fetchFitnessStats(signal),
    ...LIVE_FITNESS_QUERY,
  });
}
