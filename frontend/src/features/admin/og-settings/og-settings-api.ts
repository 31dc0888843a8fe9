/**
 * Spec §7 "Catalogue": the meta (social-share) settings, read with GET /api/site-settings?category=meta and saved one
 * POST per setting; and the page fetch of the tag debugger, which reads a page's served HTML.
 */
import { apiClient, call, transport } from '../../../api/http';

export const META_CATEGORY = 'meta';
export const META_SETTINGS_KEY = ['/api/site-settings', { category: META_CATEGORY }] as const;

export function fetchMetaSettings(signal?: AbortSignal) {
  return call(() =>
    apiClient.GET('/api/site-settings', { params: { query: { category: META_CATEGORY } }, signal }),
  );
}

export function saveMetaSetting(settingKey: string, settingValue: string) {
  return call(() =>
    apiClient.POST('/api/site-settings', { body: { settingKey, settingValue, category: META_CATEGORY } }),
  );
}

/** Every debugger read starts with this, so a save or a refresh checks the tags again. */
export const PAGE_TAGS_KEY = ['og-debug'] as const;

export function pageHtmlKey(url: string) {
  return [...PAGE_TAGS_KEY, url] as const;
}

/**
 * The HTML a page is served with (what a social network's crawler reads), never a cached copy. The app's service
 * worker answers same-site page reads from its cache whatever the request's cache mode, so those get a unique query.
 */
export async function fetchPageHtml(url: string, signal?: AbortSignal): Promise<string> {
  const address = new URL(url, window.location.origin);
  if (address.origin === window.location.origin) address.searchParams.set('og-check', String(Date.now()));
  const request = new Request(address.href, {
    headers: { Accept: 'text/html' },
    credentials: 'include',
    cache: 'no-store',
    signal,
  });
  const response = await transport.fetch(request);
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText || 'Error'}`);
  return response.text();
}
