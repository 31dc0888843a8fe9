/**
 * Public reads the gateway writes into every page it serves as JSON data islands (`<script type="application/json"
 * id=…>`), so that the first screen renders with them instead of waiting for the API; the app keeps them under the
 * query of the same read and refreshes them by its usual rules.
 */
export const PAGE_DATA_ISLANDS = {
  homepageContent: 'homepage-content-data',
  featuredClasses: 'featured-classes-data',
} as const;

export type PageDataIsland = (typeof PAGE_DATA_ISLANDS)[keyof typeof PAGE_DATA_ISLANDS];

/** The island's attribute saying when the gateway read it (epoch ms): the app's query ages from then. */
export const PAGE_DATA_READ_AT = 'data-read-at';

/**
 * A read whose JSON is larger than this stays out of the page (class pictures travel as data strings of up to
 * CLASS_IMAGE_MAX_KB each): the app asks the API for it instead.
 */
export const PAGE_DATA_ISLAND_MAX_BYTES = 64 * 1024;
