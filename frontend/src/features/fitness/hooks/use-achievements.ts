import { useQuery } from '@tanstack/react-query';
import { ACHIEVEMENTS_KEY, fetchAchievements } from '../api/fitness-api';
import { LIVE_FITNESS_QUERY } from './live-fitness';

export function useAchievements() {
  return useQuery({
    queryKey: ACHIEVEMENTS_KEY,
    queryFn: ({ signal }) => fetchAchievements(signal),
    ...LIVE_FITNESS_QUERY,
  });
}
