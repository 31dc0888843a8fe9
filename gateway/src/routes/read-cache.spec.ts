import { GatewayConfig } from '../config';
import { ReadCache } from './read-cache';

const answer = (text: string) => ({ status: 200, headers: {}, body: Buffer.from(text) });

function cacheFor(ms: number): ReadCache {
  const config = new GatewayConfig();
  config.READ_CACHE_MS = ms;
  return new ReadCache(config);
}

describe('ReadCache', () => {
  it('asks the service once for a key however many readers wait for it', async () => {
    const cache = cacheFor(1000);
    let calls = 0;
    let release!: () => void;
    const fetch = () =>
      new Promise<ReturnType<typeof answer>>((resolve) => {
        calls += 1;
        release = () => resolve(answer('[1]'));
      });
    const readers = Promise.all([
      cache.fetchOnce('k', fetch),
      cache.fetchOnce('k', fetch),
      cache.fetchOnce('k', fetch),
    ]);
    release();
    const got = await readers;
    expect(calls).toBe(1);
    expect(got.map((a) => a.response.body.toString())).toEqual(['[1]', '[1]', '[1]']);
    expect(cache.answer('k')?.etag).toBe(got[0].etag);
  });

  it('never keeps what was read before a change made meanwhile', async () => {
    const cache = cacheFor(1000);
    let release!: () => void;
    const reading = cache.fetchOnce(
      'k',
      () => new Promise((resolve) => (release = () => resolve(answer('old')))),
    );
    cache.forgetAll();
    release();
    expect((await reading).response.body.toString()).toBe('old');
    expect(cache.answer('k')).toBeUndefined();
    const generation = cache.currentGeneration();
    cache.forgetAll();
    cache.keepSnapshot(7, { id: 7, isAdmin: true, authVersion: 1 }, generation);
    expect(cache.snapshot(7)).toBeUndefined();
  });

  it('forgets answers after READ_CACHE_MS, keeps none when it is 0, and compresses once per answer', async () => {
    const cache = cacheFor(1000);
    const kept = await cache.fetchOnce('k', async () => answer('x'.repeat(4000)));
    expect(cache.answer('k', kept.at + 999)).toBe(kept);
    expect(cache.answer('k', kept.at + 1000)).toBeUndefined();
    const br = kept.bodyFor('br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(100);
    expect(kept.bodyFor('br').body).toBe(br.body);
    expect(kept.bodyFor(false)).toEqual({ body: kept.response.body });
    const off = cacheFor(0);
    await off.fetchOnce('k', async () => answer('y'));
    expect(off.answer('k')).toBeUndefined();
  });
});
