import { apiClient, call } from '../../../api/http';

export const HOMEPAGE_CONTENT_KEY = ['/api/homepage-content'] as const;

/**
 * Spec §7: `?t={timestamp}` defeats caches; a failure yields an empty list, and the built-in defaults show.
 */
export async function fetchHomepageContent(signal?: AbortSignal) {
  try {
    return await call(() =>
      apiClient.GET('/api/homepage-content', { params: { query: { t: String(Date.now()) } }, signal }),
    );
  } catch {
    return [];
  }
}
