import { PAGE_DATA_ISLANDS, PAGE_DATA_READ_AT, type PageDataIsland } from '@studio/contracts/browser';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FEATURED_CLASSES_KEY } from '../features/classes/api/classes-api';
import { HOMEPAGE_CONTENT_KEY } from '../features/home/api/homepage-api';

/** The query each data island of the page belongs to (both reads are lists). */
const ISLAND_QUERIES: ReadonlyArray<{ id: PageDataIsland; key: QueryKey }> = [
  { id: PAGE_DATA_ISLANDS.homepageContent, key: HOMEPAGE_CONTENT_KEY },
  { id: PAGE_DATA_ISLANDS.featuredClasses, key: FEATURED_CLASSES_KEY },
];

/** A list the page came with and when the server read it, or undefined when it has none or it is unreadable. */
export function readIsland(
  id: PageDataIsland,
  doc: Document = document,
): { data: unknown[]; readAt: number } | undefined {
  const island = doc.getElementById(id);
  const readAt = Number(island?.getAttribute(PAGE_DATA_READ_AT));
  if (!island?.textContent || !Number.isFinite(readAt) || readAt <= 0) return undefined;
  try {
    const data: unknown = JSON.parse(island.textContent);
    return Array.isArray(data) ? { data, readAt } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the query cache with the public reads the gateway wrote into the page (gateway/src/frontend/
 * page-data-islands.ts), so that the first render of the public home already shows the sections and the featured
 * classes. Each query ages from when the server read it (never from the future of this device's clock), so a page
 * from the service worker's cache, or older than the query's stale time, is refreshed when its screen mounts.
 */
export function seedFromPage(client: QueryClient, doc: Document = document, now = Date.now()): void {
  for (const { id, key } of ISLAND_QUERIES) {
    const island = readIsland(id, doc);
    if (island) client.setQueryData(key, island.data, { updatedAt: Math.min(island.readAt, now) });
  }
}
