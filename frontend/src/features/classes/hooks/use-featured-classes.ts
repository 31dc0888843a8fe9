import { useQuery } from '@tanstack/react-query';
import type { StudioClass } from '../../../api/types';
import { FEATURED_CLASSES_KEY, fetchFeaturedClasses } from '../api/classes-api';

export function useFeaturedClasses() {
  return useQuery<StudioClass[]>({
    queryKey: FEATURED_CLASSES_KEY,
    queryFn: ({ signal }) => fetchFeaturedClasses(signal),
  });
}
