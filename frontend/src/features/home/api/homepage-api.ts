import { apiClient, call } from '../../../api/http';

export const HOMEPAGE_CONTENT_KEY = ['/api/homepage-content'] as const;

type HomepageSections = Awaited<ReturnType<typeof readHomepageContent>>;

function readHomepageContent(signal?: AbortSignal) {
  return call(() =>
    apiClient.GET('/api/homepage-content', { params: { query: { t: String(Date.now()) } }, signal }),
  );
}

/**
 * Spec §7: `?t={timestamp}` defeats caches; a failure yields an empty list, and the built-in defaults show. The
 * sections already known (written into the page by the server, or read before) stay instead: a failed refresh
 * does not swap the studio's own home for the defaults.
 */
export async function fetchHomepageContent(signal?: AbortSignal, known?: HomepageSections) {
  try {
    return await readHomepageContent(signal);
  } catch {
    return known ?? [];
  }
}
