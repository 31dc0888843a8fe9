import { CATALOG_ROUTES, PAGE_DATA_ISLANDS, PAGE_DATA_READ_AT, SiteSettingDto } from '@studio/contracts';
import { ServiceClients } from '@studio/platform';
import { GatewayConfig } from '../src/config';
import { IndexHtmlRenderer } from '../src/frontend/index-html.renderer';

const TEMPLATE = '<html><head><title>Vite App</title></head><body></body></html>';

/** A catalog whose meta title can change, and whose answers can be held back. */
function fakeCatalog() {
  const state = { title: 'First', reads: 0, fail: false, hold: undefined as Promise<void> | undefined };
  const catalog = {
    call: async (route: unknown): Promise<SiteSettingDto[]> => {
      if (route !== CATALOG_ROUTES.listSiteSettings) return [];
      state.reads += 1;
      const title = state.title;
      if (state.hold) await state.hold;
      if (state.fail) throw new Error('catalog is down');
      return [{ settingKey: 'title', settingValue: title }];
    },
  };
  const clients = { of: () => catalog } as unknown as ServiceClients;
  return { state, renderer: new IndexHtmlRenderer(clients, new GatewayConfig()) };
}

describe('index.html meta tags', () => {
  it('reuses the meta settings read until they are invalidated', async () => {
    const { state, renderer } = fakeCatalog();
    expect(await renderer.render(TEMPLATE)).toContain('<title>First</title>');
    state.title = 'Second';
    expect(await renderer.render(TEMPLATE)).toContain('<title>First</title>');
    expect(state.reads).toBe(1);
    renderer.invalidate();
    expect(await renderer.render(TEMPLATE)).toContain('<title>Second</title>');
    expect(state.reads).toBe(2);
  });

  it('never keeps what a read begun before an invalidation answered', async () => {
    const { state, renderer } = fakeCatalog();
    let release = (): void => undefined;
    state.hold = new Promise<void>((resolve) => (release = resolve));
    const stale = renderer.render(TEMPLATE);
    state.title = 'Saved';
    renderer.invalidate();
    release();
    expect(await stale).toContain('<title>First</title>');
    state.hold = undefined;
    expect(await renderer.render(TEMPLATE)).toContain('<title>Saved</title>');
  });
});

describe('index.html reads under load', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shares one read among the pages asked for while it runs', async () => {
    const { state, renderer } = fakeCatalog();
    let release = (): void => undefined;
    state.hold = new Promise<void>((resolve) => (release = resolve));
    const pages = Array.from({ length: 20 }, () => renderer.render(TEMPLATE));
    release();
    for (const page of await Promise.all(pages)) expect(page).toContain('<title>First</title>');
    expect(state.reads).toBe(1);
  });

  it('keeps the last answer when a later read fails', async () => {
    const { state, renderer } = fakeCatalog();
    expect(await renderer.render(TEMPLATE)).toContain('<title>First</title>');
    const later = Date.now() + 60_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    state.fail = true;
    state.title = 'Second';
    expect(await renderer.render(TEMPLATE)).toContain('<title>First</title>');
    expect(state.reads).toBe(2);
  });
});

describe('index.html data islands', () => {
  it('carry the sections and featured classes as the catalog answered them, and leave out a read that failed', async () => {
    const answers = new Map<unknown, unknown>([
      [CATALOG_ROUTES.getHomepageContent, [{ id: 1, sectionId: 'hero', title: 'Move' }]],
      [CATALOG_ROUTES.listFeaturedClasses, [{ id: 7, name: 'HIIT Blast' }]],
    ]);
    const catalog = {
      call: async (route: unknown) => {
        if (route === CATALOG_ROUTES.listSiteSettings) return [];
        if (!answers.has(route)) throw new Error('catalog is down');
        return answers.get(route);
      },
    };
    const renderer = new IndexHtmlRenderer(
      { of: () => catalog } as unknown as ServiceClients,
      new GatewayConfig(),
    );
    const before = Date.now();
    const island = (html: string, id: string) =>
      new RegExp(
        `<script type="application/json" id="${id}" ${PAGE_DATA_READ_AT}="(\\d+)">(.*?)</script>`,
      ).exec(html);

    const page = await renderer.render(TEMPLATE);
    const featured = island(page, PAGE_DATA_ISLANDS.featuredClasses);
    expect(JSON.parse(featured?.[2] ?? '')).toEqual([{ id: 7, name: 'HIIT Blast' }]);
    expect(Number(featured?.[1])).toBeGreaterThanOrEqual(before);
    expect(JSON.parse(island(page, PAGE_DATA_ISLANDS.homepageContent)?.[2] ?? '')[0].title).toBe('Move');

    answers.delete(CATALOG_ROUTES.listFeaturedClasses);
    renderer.invalidate();
    const degraded = await renderer.render(TEMPLATE);
    expect(island(degraded, PAGE_DATA_ISLANDS.featuredClasses)).toBeNull();
    expect(island(degraded, PAGE_DATA_ISLANDS.homepageContent)).not.toBeNull();
  });
});
