import type { HomepageSectionDto } from '@studio/contracts';

/** The id of the data island; the frontend reads it by this id (frontend/src/features/home/homepage-island.ts). */
export const HOMEPAGE_ISLAND_ID = 'homepage-content-data';

/**
 * JSON that is safe inside a <script> element: every character that could close the element or open a comment
 * or markup (<, >, &) and the two line separators JavaScript once refused are written as \u escapes, which
 * JSON.parse reads back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The homepage sections as a JSON data island: a script element of type application/json is never executed (so
 * the Content Security Policy needs no exception), and the app reads it to show the server's texts in its first
 * render rather than after GET /api/homepage-content.
 */
export function homepageIsland(sections: HomepageSectionDto[]): string {
  return `<script type="application/json" id="${HOMEPAGE_ISLAND_ID}">${scriptSafeJson(sections)}</script>`;
}

/** Adds the island just before </head> (a template without a head is left as it is). */
export function withHomepageIsland(html: string, sections: HomepageSectionDto[]): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  return `${html.slice(0, headEnd)}  ${homepageIsland(sections)}\n  ${html.slice(headEnd)}`;
}
