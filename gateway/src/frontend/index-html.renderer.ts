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
import { type IslandData, withDataIslands } from './page-data-islands';

/** How long the meta settings read from the catalog are reused. */
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
  private cached?: { at: number; settings: MetaSettings };
  private readonly keptReads = new Map<PageDataIsland, IslandData>();
  /** Bumped by invalidate(), so that a read begun before a save never caches what it read. */
  private generation = 0;

  constructor(
    private readonly clients: ServiceClients,
    private readonly config: GatewayConfig,
  ) {}

  async render(template: string): Promise<string> {
    const [meta, ...islands] = await Promise.all([
      this.meta(),
      ...ISLAND_READS.map((read) => this.read(read)),
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
      metaTag('property', 'og:url', `${site}/`),
      metaTag('property', 'og:type', 'website'),
      metaTag('name', 'twitter:card', 'summary_large_image'),
      metaTag('name', 'twitter:title', meta.ogTitle),
      metaTag('name', 'twitter:description', meta.ogDescription),
      metaTag('name', 'twitter:image', image),
    ];
    const html = tags.reduce((page, [pattern, tag]) => setHeadTag(page, pattern, tag), template);
    return withDataIslands(
      html,
      islands.filter((island): island is IslandData => island !== undefined),
    );
  }

  /** Forgets the meta settings and reads kept, so that the next page shows what an admin has just saved. */
  invalidate(): void {
    this.cached = undefined;
    this.keptReads.clear();
    this.generation += 1;
  }

  /** The current meta settings, read at most every 10 s; the defaults when the catalog cannot answer. */
  private async meta(): Promise<MetaSettings> {
    const now = Date.now();
    const generation = this.generation;
    if (this.cached && now - this.cached.at < META_CACHE_MS) return this.cached.settings;
    const settings: MetaSettings = { ...DEFAULT_META_SETTINGS };
    try {
      const list = await this.clients.of('catalog').call(CATALOG_ROUTES.listSiteSettings, {
        query: { category: META_CATEGORY },
        timeoutMs: META_TIMEOUT_MS,
      });
      for (const { settingKey, settingValue } of list) {
        if (settingKey in settings && settingValue) settings[settingKey as MetaSettingKey] = settingValue;
      }
      if (generation === this.generation) this.cached = { at: now, settings };
    } catch (error) {
      this.logger.warn(`meta settings unavailable, using defaults: ${(error as Error).message}`);
    }
    return settings;
  }

  /** An island's read, made at most every 10 s; undefined when the catalog cannot answer (the app asks later). */
  private async read({ id, route }: (typeof ISLAND_READS)[number]): Promise<IslandData | undefined> {
    const now = Date.now();
    const generation = this.generation;
    const kept = this.keptReads.get(id);
    if (kept && now - kept.readAt < META_CACHE_MS) return kept;
    try {
      const value: unknown = await this.clients.of('catalog').call(route, { timeoutMs: META_TIMEOUT_MS });
      const island = { id, value, readAt: now };
      if (generation === this.generation) this.keptReads.set(id, island);
      return island;
    } catch (error) {
      this.logger.warn(`${route.path} unavailable, leaving it to the app: ${(error as Error).message}`);
      return undefined;
    }
  }
}
