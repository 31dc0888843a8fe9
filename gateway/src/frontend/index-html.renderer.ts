import { Injectable, Logger } from '@nestjs/common';
import {
  CATALOG_ROUTES,
  DEFAULT_META_SETTINGS,
  HomepageSectionDto,
  META_CATEGORY,
  MetaSettingKey,
} from '@studio/contracts';
import { ServiceClients } from '@studio/platform';
import { GatewayConfig } from '../config';
import { withHomepageIsland } from './homepage-island';

/** How long the meta settings read from the catalog are reused. */
export const META_CACHE_MS = 10_000;
const META_TIMEOUT_MS = 1_000;

type MetaSettings = Record<MetaSettingKey, string>;

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
 * SPA's index.html, so that link previews show them without running any JavaScript, and the homepage sections
 * as a JSON data island, so that the public home's first render shows them without waiting for the API.
 */
@Injectable()
export class IndexHtmlRenderer {
  private readonly logger = new Logger('IndexHtmlRenderer');
  private cached?: { at: number; settings: MetaSettings };
  private cachedSections?: { at: number; sections: HomepageSectionDto[] };
  /** Bumped by invalidate(), so that a read begun before a save never caches what it read. */
  private generation = 0;

  constructor(
    private readonly clients: ServiceClients,
    private readonly config: GatewayConfig,
  ) {}

  async render(template: string): Promise<string> {
    const [meta, sections] = await Promise.all([this.meta(), this.sections()]);
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
    return sections ? withHomepageIsland(html, sections) : html;
  }

  /** Forgets the meta settings and sections read, so that the next page shows what an admin has just saved. */
  invalidate(): void {
    this.cached = undefined;
    this.cachedSections = undefined;
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

  /** The homepage sections, read at most every 10 s; undefined when the catalog cannot answer (the app asks later). */
  private async sections(): Promise<HomepageSectionDto[] | undefined> {
    const now = Date.now();
    const generation = this.generation;
    if (this.cachedSections && now - this.cachedSections.at < META_CACHE_MS)
      return this.cachedSections.sections;
    try {
      const sections = await this.clients.of('catalog').call(CATALOG_ROUTES.getHomepageContent, {
        timeoutMs: META_TIMEOUT_MS,
      });
      if (generation === this.generation) this.cachedSections = { at: now, sections };
      return sections;
    } catch (error) {
      this.logger.warn(`homepage sections unavailable, leaving them to the app: ${(error as Error).message}`);
      return undefined;
    }
  }
}
