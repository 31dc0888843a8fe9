import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { responseCompression } from '../src/http/compression';
import { acceptedEncodings, spaMiddleware } from '../src/frontend/spa';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))})`;

describe('precompressed frontend files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'studio-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'sw.js'), SCRIPT);
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(SCRIPT));
  const app = express();
  app.use(responseCompression());
  app.use(spaMiddleware(dist, async (template) => template));
  const outside = join(dist, '..', `${basename(dist)}-outside.js`);
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${outside}.br`, { force: true });
  });

  it('sends the brotli twin, under the original type and cache rules', async () => {
    const res = await request(app)
      .get('/assets/big-abc123.js')
      .set('Accept-Encoding', 'gzip, br')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.text).toBe(SCRIPT);
  });

  it('sends the gzip twin to a browser that refuses brotli', async () => {
    const res = await request(app).get('/assets/big-abc123.js').set('Accept-Encoding', 'gzip, br;q=0');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(SCRIPT);
  });

  it('sends the file itself to a browser that accepts no compression, still varying on it', async () => {
    const res = await request(app).get('/assets/big-abc123.js?v=1').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.text).toBe(SCRIPT);
  });

  it('keeps the service worker revalidated when it is sent compressed', async () => {
    const res = await request(app).get('/sw.js').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a twin asked for by its own name with 404: it would come coded whatever the browser accepts', async () => {
    for (const path of ['/sw.js.br', '/assets/big-abc123.js.br', '/assets/big-abc123.js.gz']) {
      const res = await request(app).get(path).set('Accept-Encoding', 'identity').expect(404);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });

  it('never reaches outside the build for a twin', async () => {
    writeFileSync(`${outside}.br`, brotliCompressSync(SCRIPT));
    const res = await request(app)
      .get(`/..%2f${basename(outside)}`)
      .set('Accept-Encoding', 'br');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.text).not.toContain('xxxx');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0')]).toEqual(['gzip', 'deflate']);
    expect([...acceptedEncodings('BR;q=0.5 , gzip;q=0.0')]).toEqual(['br']);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});
