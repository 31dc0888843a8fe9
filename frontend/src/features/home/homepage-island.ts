import type { QueryClient } from '@tanstack/react-query';
import type { HomepageSection } from '../../api/types';
import { HOMEPAGE_CONTENT_KEY } from './api/homepage-api';

/** Written by the gateway into every page it serves (gateway/src/frontend/homepage-island.ts). */
export const HOMEPAGE_ISLAND_ID = 'homepage-content-data';

/** The homepage sections the page came with, or undefined when it has none (the dev server) or they are unreadable. */
export function readHomepageIsland(doc: Document = document): HomepageSection[] | undefined {
  const text = doc.getElementById(HOMEPAGE_ISLAND_ID)?.textContent;
  if (!text) return undefined;
  try {
    const sections: unknown = JSON.parse(text);
    return Array.isArray(sections) ? (sections as HomepageSection[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the query cache with the sections the page came with, so that the public home's first render already
 * shows the server's texts; the home page still refetches them when it mounts.
 */
export function seedHomepageContent(client: QueryClient, doc: Document = document): void {
  const sections = readHomepageIsland(doc);
  if (sections) client.setQueryData(HOMEPAGE_CONTENT_KEY, sections);
}
