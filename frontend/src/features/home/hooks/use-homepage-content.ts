import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HOMEPAGE_CONTENT_KEY, fetchHomepageContent } from '../api/homepage-api';

export function useHomepageContent() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: HOMEPAGE_CONTENT_KEY,
    queryFn: ({ signal }) => fetchHomepageContent(signal, queryClient.getQueryData(HOMEPAGE_CONTENT_KEY)),
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });
}
