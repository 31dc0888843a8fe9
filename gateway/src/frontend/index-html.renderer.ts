import { Injectable, Logger } from '@nestjs/common';
import {
  type AnyRoute,
  CATALOG_ROUTES,
  DEFAULT_META_SETTINGS,
  META_CATEGORY,
  MetaSettingKey,
  PAGE_DATA_ISLANDS,
  type PageDataIsland,
} from '@studio/contracts';
import { ServiceClients } from '@studio/platform';
import { GatewayConfig } from '../config';
import { dataIsland, withDataIslands } from './page-data-islands';

/** How long the meta settings and the islands' reads from the catalog are reused. */
export const META_CACHE_MS = 10_000;
const META_TIMEOUT_MS = 1_000;

type MetaSettings = Record<MetaSettingKey, string>;

/** The public reads the first screens need (the public home's sections and featured classes), by island. */
const ISLAND_READS: ReadonlyArray<{ id: PageDataIsland; route: AnyRoute }> = [
  { id: PAGE_DATA_ISLANDS.homepageContent, route: CATALOG_ROUTES.getHomepageContent },
  { id: PAGE_DATA_ISLANDS.featuredClasses, route: CATALOG_ROUTES.listFeaturedClasses },
];

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces the one tag matching `pattern` in <head>, or adds `tag` before </head>. */
function setHeadTag(html: string, pattern: RegExp, tag: string): string {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd >= 0 ? html.slice(0, headEnd) : html;
  const rest = headEnd >= 0 ? html.slice(headEnd) : '';
  if (pattern.test(head)) return head.replace(pattern, () => tag) + rest;
  if (headEnd < 0) return html;
  return `${head}    ${tag}\n  ${rest}`;
}

/**
 * The one address of a screen: the app takes its paths in any case and with a trailing slash (`/CLASSES/`), which
 * crawlers and shares would otherwise keep as addresses of their own.
 */
function canonicalPath(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

function metaTag(attribute: 'name' | 'property', key: string, value: string): [RegExp, string] {
  const pattern = new RegExp(`<meta\\s+[^>]*${attribute}=["']${escapeRegExp(key)}["'][^>]*>`, 'i');
  return [pattern, `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`];
}

/**
 * Writes the site's current title, description and social-share (Open Graph and Twitter) tags into the
 * SPA's index.html, so that link previews show them without running any JavaScript, and the public reads of
 * ISLAND_READS as JSON data islands, so that the public home's first render shows them without waiting for the API.
 */
@Injectable()
export class IndexHtmlRenderer {
  private readonly logger = new Logger('IndexHtmlRenderer');
  /** Each catalog read the page is made from, by what it is for, with when it was made. */
  private readonly keptReads = new Map<'meta' | PageDataIsland, { at: number; value: unknown }>();
  /** The read under way for each key, and the generation it began in. */
  private readonly reading = new Map<
    'meta' | PageDataIsland,
    { generation: number; answer: Promise<unknown> }
  >();
  /** Bumped by invalidate(), so that a read begun before a save never caches what it read. */
  private generation = 0;

  constructor(
    private readonly clients: ServiceClients,
    private readonly config: GatewayConfig,
  ) {}

  /** The page for `path` (a screen's path; og:url names it, so a shared link previews as itself). */
  async render(template: string, path = '/'): Promise<string> {
    const [meta, ...islands] = await Promise.all([
      this.meta(),
      ...ISLAND_READS.map((read) => this.island(read)),
    ]);
    const site = this.config.PUBLIC_URL.replace(/\/+$/, '');
    const image = /^https?:\/\//i.test(meta.ogImage)
      ? meta.ogImage
      : `${site}${meta.ogImage.startsWith('/') ? '' : '/'}${meta.ogImage}`;
    const tags: Array<[RegExp, string]> = [
      [/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(meta.title)}</title>`],
      metaTag('name', 'description', meta.description),
      metaTag('property', 'og:title', meta.ogTitle),
      metaTag('property', 'og:description', meta.ogDescription),
      metaTag('property', 'og:image', image),
      metaTag('property', 'og:url', `${site}${canonicalPath(path)}`),
      [
        /<link\s+[^>]*rel=["']canonical["'][^>]*>/i,
        `<link rel="canonical" href="${escapeHtml(`${site}${canonicalPath(path)}`)}" />`,
      ],
      metaTag('property', 'og:type', 'website'),
      metaTag('name', 'twitter:card', 'summary_large_image'),
      metaTag('name', 'twitter:title', meta.ogTitle),
      metaTag('name', 'twitter:description', meta.ogDescription),
      metaTag('name', 'twitter:image', image),
    ];
    const html = tags.reduce((page, [pattern, tag]) => setHeadTag(page, pattern, tag), template);
    return withDataIslands(
      html,
      islands.filter((island): island is string => island !== undefined),
    );
  }

  /** Forgets the meta settings and reads kept, so that the next page shows what an admin has just saved. */
  invalidate(): void {
    this.keptReads.clear();
    this.generation += 1;
  }

  /** The current meta settings, read at most every 10 s; the defaults when the catalog cannot answer. */
  private async meta(): Promise<MetaSettings> {
    const settings = await this.kept('meta', async () => {
      const read: MetaSettings = { ...DEFAULT_META_SETTINGS };
      const list = await this.clients.of('catalog').call(CATALOG_ROUTES.listSiteSettings, {
        query: { category: META_CATEGORY },
        timeoutMs: META_TIMEOUT_MS,
      });
      for (const { settingKey, settingValue } of list) {
        if (settingKey in read && settingValue) read[settingKey as MetaSettingKey] = settingValue;
      }
      return read;
    });
    return settings ?? { ...DEFAULT_META_SETTINGS };
  }

  /**
   * An island's element, made once per read (at most every 10 s); undefined when the catalog cannot answer or
   * the read is too large for the page (the app asks the API then).
   */
  private island({ id, route }: (typeof ISLAND_READS)[number]): Promise<string | undefined> {
    return this.kept(id, async (readAt) => {
      const value: unknown = await this.clients.of('catalog').call(route, { timeoutMs: META_TIMEOUT_MS });
      return dataIsland({ id, value, readAt });
    });
  }

  /**
   * What `read` answered within the last META_CACHE_MS, or a new read (kept unless an invalidation came while it
   * ran). Pages asked for while a read is under way share it, so a busy minute makes one read per key, not one
   * per page. When the read fails (logged once), the last answer is used if there is one, else undefined.
   */
  private async kept<T>(
    key: 'meta' | PageDataIsland,
    read: (at: number) => Promise<T>,
  ): Promise<T | undefined> {
    const now = Date.now();
    const kept = this.keptReads.get(key);
    if (kept && now - kept.at < META_CACHE_MS) return kept.value as T;
    const generation = this.generation;
    const running = this.reading.get(key);
    if (running && running.generation === generation) return (await running.answer) as T | undefined;
    const answer = read(now).then(
      (value) => {
        if (generation === this.generation) this.keptReads.set(key, { at: now, value });
        return value;
      },
      (error: unknown) => {
        this.logger.warn(
          `catalog read for ${key} failed, the page keeps its last answer or goes without: ${(error as Error).message}`,
        );
        return kept?.value as T | undefined;
      },
    );
    this.reading.set(key, { generation, answer });
    try {
      return await answer;
    } finally {
      if (this.reading.get(key)?.answer === answer) this.reading.delete(key);
    }
  }
}
