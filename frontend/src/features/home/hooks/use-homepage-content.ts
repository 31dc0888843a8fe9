import { useQuery } from '@tanstack/react-query';
import type { HomepageSection } from '../../../api/types';
import { HOMEPAGE_CONTENT_KEY, fetchHomepageContent } from '../api/homepage-api';

export function useHomepageContent() {
  return useQuery<HomepageSection[]>({
    queryKey: HOMEPAGE_CONTENT_KEY,
    queryFn: ({ signal }) => fetchHomepageContent(signal),
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });
}
