import { useQuery } from '@tanstack/react-query';
import { readTags } from './meta-tags';
import { fetchPageHtml, pageHtmlKey } from './og-settings-api';

/** The tags a page is served with; read again whenever asked, never retried on its own. */
export function usePageTags(url: string | null) {
  return useQuery({
    queryKey: pageHtmlKey(url ?? ''),
    queryFn: async ({ signal }) => readTags(await fetchPageHtml(url ?? '', signal)),
    enabled: url !== null,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
