import { api } from '../../../api/http';
import type { HomepageSection } from '../../../api/types';

export const HOMEPAGE_CONTENT_KEY = ['/api/homepage-content'] as const;

/** Spec §7: `?t={timestamp}` defeats caches; a failure yields an empty list (the built-in defaults show). */
export async function fetchHomepageContent(signal?: AbortSignal): Promise<HomepageSection[]> {
  try {
    const sections = await api.get<HomepageSection[] | null>('/api/homepage-content', {
      params: { t: Date.now() },
      signal,
    });
    return Array.isArray(sections) ? sections : [];
  } catch {
    return [];
  }
}
