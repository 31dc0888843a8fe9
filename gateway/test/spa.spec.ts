import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, Stack } from './harness';

describe('serving the built frontend', () => {
  let stack: Stack;
  const previousDist = process.env.FRONTEND_DIST;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'studio-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body>app</body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    process.env.FRONTEND_DIST = dist;
    stack = await startStack([]);
  });
  afterAll(async () => {
    process.env.FRONTEND_DIST = previousDist;
    await stack.close();
  });

  it('answers a client route with index.html, revalidated on every load', async () => {
    const res = await stack.agent().get('/classes/member').expect(200);
    expect(res.text).toContain('<body>app</body>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers /index.html with the home page as / renders it, not the bare build template', async () => {
    const home = await stack.agent().get('/').expect(200);
    const index = await stack.agent().get('/index.html').expect(200);
    expect(index.text).toBe(home.text);
    expect(index.text).not.toContain('<title>x</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('answers a path that names no screen with the app page under status 404, where the app shows its 404 page', async () => {
    const res = await stack.agent().get('/this/page/does-not-exist').expect(404);
    expect(res.text).toContain('<body>app</body>');
    await stack.agent().get('/booking/12/extra').expect(404);
    await stack.agent().get('/Booking/12/').expect(200);
    await stack.agent().get('/membership/checkout/3').expect(200);
  });

  it('serves hashed assets as immutable and the service worker as revalidated', async () => {
    const asset = await stack.agent().get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const worker = await stack.agent().get('/sw.js').expect(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404 rather than the app page', async () => {
    await stack.agent().get('/assets/index-gone.js').expect(404);
    await stack.agent().get('/missing-image.png').expect(404);
  });

  it("shows a browser opening a page whose name looks like a file the app's 404 page", async () => {
    const page = await stack.agent().get('/summer.sale').set('Accept', 'text/html').expect(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const navigated = await stack.agent().get('/profile.php').set('Sec-Fetch-Mode', 'navigate').expect(404);
    expect(navigated.headers['content-type']).toMatch(/text\/html/);
    const script = await stack.agent().get('/old.js').set('Sec-Fetch-Mode', 'no-cors').expect(404);
    expect(script.text).toBe('Not found');
  });

  it("refuses a range past a file's end or a failed precondition with its status, not a cacheable 404", async () => {
    for (const [header, value, status] of [
      ['Range', 'bytes=999999-', 416],
      ['If-Match', '"other"', 412],
    ] as const) {
      const res = await stack.agent().get('/assets/index-abc123.js').set(header, value).expect(status);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('never redirects to add a slash to a folder: a path of `/\\host` would read as another site', async () => {
    for (const path of ['/assets', '/\\evil.example/%2e%2e']) {
      const res = await stack.agent().get(path).expect(404);
      expect(res.headers.location).toBeUndefined();
    }
  });
});
