import { useQuery } from '@tanstack/react-query';
import { HOMEPAGE_CONTENT_KEY, fetchHomepageContent } from '../api/homepage-api';

export function useHomepageContent() {
  return useQuery({
    queryKey: HOMEPAGE_CONTENT_KEY,
    queryFn: ({ signal }) => fetchHomepageContent(signal),
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });
}
