import request from 'supertest';
import { eventually, signedAs, unique } from '@studio/platform/testing';
import { startStack, Stack } from './harness';
import { Agent, forgetBootstrapAdmin, login, useBootstrapAdmin } from './sessions';

describe('gateway: public reads answered from memory for a moment', () => {
  let stack: Stack;
  let admin: Agent;

  beforeAll(async () => {
    const credentials = useBootstrapAdmin();
    stack = await startStack(['identity', 'catalog']);
    admin = await login(stack, credentials.username, credentials.password);
  });
  afterAll(async () => {
    forgetBootstrapAdmin();
    await stack.close();
  });

  const names = async () =>
    ((await stack.agent().get('/api/categories').expect(200)).body as Array<{ name: string }>).map(
      (c) => c.name,
    );

  it('shows a change made through the gateway on the very next read', async () => {
    await names();
    const name = unique('Through');
    await admin.post('/api/admin/categories').send({ name }).expect(201);
    expect(await names()).toContain(name);
  });

  it('shows a change made behind the gateway within two moments, not before', async () => {
    // The gateway's clock stands still between the steps, so a slow machine cannot run a moment out early; it
    // starts past every answer kept so far (none is served), and the first read keeps a new one.
    let now = Date.now() + 5_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    const name = unique('Behind');
    try {
      await names();
      await request(stack.services.catalog!.getHttpServer())
        .post('/admin/categories')
        .set(signedAs({ userId: 1, isAdmin: true }))
        .send({ name })
        .expect(201);
      expect(await names()).not.toContain(name);
      now += 1_100;
      // The answer that ran out is served once more while a single fetch brings the next one.
      expect(await names()).not.toContain(name);
    } finally {
      clock.mockRestore();
    }
    await eventually(async () => expect(await names()).toContain(name));
  });

  it('ignores the client cache buster of the homepage content but not other query fields', async () => {
    const first = await stack.agent().get('/api/homepage-content?t=1').expect(200);
    const second = await stack.agent().get('/api/homepage-content?t=2').expect(200);
    expect(second.body).toEqual(first.body);
    // Whatever form the client writes it in (spec §7 only says a timestamp).
    const iso = await stack.agent().get('/api/homepage-content?t=2026-11-27T00:00:00Z').expect(200);
    expect(iso.body).toEqual(first.body);
    await stack.agent().get('/api/homepage-content?t[a]=1').expect(400);
  });

  it('answers a kept read with the headers of the first answer, its compressed form and 304 to its ETag', async () => {
    const first = await stack.agent().get('/api/schedules').set('Accept-Encoding', 'br').expect(200);
    const kept = await stack.agent().get('/api/schedules').set('Accept-Encoding', 'br').expect(200);
    expect(kept.body).toEqual(first.body);
    const fixed = (headers: Record<string, string>) => {
      expect(headers['x-request-id']).toBeTruthy();
      return Object.fromEntries(
        Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'),
      );
    };
    expect(fixed(kept.headers)).toEqual(fixed(first.headers));
    expect(kept.headers['content-security-policy']).toContain("default-src 'self'");
    expect(kept.headers['cache-control']).toBe('no-cache');
    if (Number(kept.headers['content-length']) >= 1024) expect(kept.headers['content-encoding']).toBe('br');
    await stack.agent().get('/api/schedules').set('If-None-Match', String(kept.headers.etag)).expect(304);
    // The app asks every read with no-cache (spec §7): revalidated here, so still a 304.
    await stack
      .agent()
      .get('/api/schedules')
      .set({ 'If-None-Match': String(kept.headers.etag), 'Cache-Control': 'no-cache', Pragma: 'no-cache' })
      .expect(304);
    await stack.agent().get('/api/schedules').set('If-None-Match', '"other"').expect(200);
    const plain = await stack.agent().get('/api/schedules').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(first.body);
  });
});
