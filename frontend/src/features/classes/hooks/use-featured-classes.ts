import { useQuery } from '@tanstack/react-query';
import { FEATURED_CLASSES_KEY, fetchFeaturedClasses } from '../api/classes-api';

export function useFeaturedClasses() {
  return useQuery({
    queryKey: FEATURED_CLASSES_KEY,
    queryFn: ({ signal }) => fetchFeaturedClasses(signal),
  });
}
