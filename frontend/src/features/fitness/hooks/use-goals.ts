import { useQuery } from '@tanstack/react-query';
import { GOALS_KEY, fetchGoals } from '../api/fitness-api';

/** Goals change only by the member's own actions here, which update the cache; no polling needed. */
export function useGoals() {
  return useQuery({ queryKey: GOALS_KEY, queryFn: ({ signal }) => fetchGoals(signal) });
}
