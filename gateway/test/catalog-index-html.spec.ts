import { CATALOG_ROUTES, SiteSettingDto } from '@studio/contracts';
import { ServiceClients } from '@studio/platform';
import { GatewayConfig } from '../src/config';
import { IndexHtmlRenderer } from '../src/frontend/index-html.renderer';

const TEMPLATE = '<html><head><title>Vite App</title></head><body></body></html>';

/** A catalog whose meta title can change, and whose answers can be held back. */
function fakeCatalog() {
  const state = { title: 'First', reads: 0, hold: undefined as Promise<void> | undefined };
  const catalog = {
    call: async (route: unknown): Promise<SiteSettingDto[]> => {
      if (route !== CATALOG_ROUTES.listSiteSettings) return [];
      state.reads += 1;
      const title = state.title;
      if (state.hold) await state.hold;
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
