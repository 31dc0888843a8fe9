import { PAGE_DATA_ISLAND_MAX_BYTES, PAGE_DATA_READ_AT, type PageDataIsland } from '@studio/contracts';

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

/** A public read the gateway holds for the page, with when it read it (epoch ms). */
export interface IslandData {
  id: PageDataIsland;
  value: unknown;
  readAt: number;
}

/**
 * The read as a JSON data island: a script element of type application/json is never executed (so the Content
 * Security Policy needs no exception), and the app reads it to show the server's data in its first render rather
 * than after the API call. Undefined when the JSON is over PAGE_DATA_ISLAND_MAX_BYTES: the page stays small and
 * the app asks for it.
 */
export function dataIsland({ id, value, readAt }: IslandData): string | undefined {
  const json = scriptSafeJson(value);
  if (Buffer.byteLength(json) > PAGE_DATA_ISLAND_MAX_BYTES) return undefined;
  return `<script type="application/json" id="${id}" ${PAGE_DATA_READ_AT}="${readAt}">${json}</script>`;
}

/** Adds the islands' elements just before </head> (a template without a head is left as it is). */
export function withDataIslands(html: string, tags: string[]): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0 || tags.length === 0) return html;
  return `${html.slice(0, headEnd)}  ${tags.join('\n  ')}\n  ${html.slice(headEnd)}`;
}
