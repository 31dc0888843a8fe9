import type { AuthSnapshotDto } from '@studio/contracts';
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
    // One answer for all of them: its ETag and compressed forms are made once, not once per waiting reader.
    expect(new Set(got).size).toBe(1);
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
    const generation = cache.currentRoleGeneration();
    cache.forgetAll();
    const user = { id: 7, username: 'ann', fullName: 'Ann', email: 'ann@example.com', isAdmin: true };
    cache.keepSnapshot(7, { id: 7, isAdmin: true, authVersion: 1, user } as AuthSnapshotDto, generation);
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
    expect(kept.bodyFor('gzip').encoding).toBe('gzip');
    expect(kept.bodyFor(false)).toEqual({ body: kept.response.body });
    const off = cacheFor(0);
    await off.fetchOnce('k', async () => answer('y'));
    expect(off.answer('k')).toBeUndefined();
  });

  it('answers a URL from memory only after a request for it went through its route, and forgets it on a change', async () => {
    const cache = cacheFor(1000);
    expect(cache.answerForUrl('/api/homepage-content?t=1')).toBeUndefined();
    const kept = await cache.fetchOnce('k', async () => answer('[1]'));
    cache.keepForUrl('/api/homepage-content?t=1', 't', kept, cache.currentGeneration());
    expect(cache.answerForUrl('/api/homepage-content?t=2')).toBe(kept);
    expect(cache.answerForUrl('/api/homepage-content')).toBe(kept);
    expect(cache.answerForUrl('/api/homepage-content?t=x')).toBeUndefined();
    expect(cache.answerForUrl('/api/homepage-content?t=2&extra=1')).toBeUndefined();

    cache.keepForUrl('/api/schedules?date=2026-01-05', undefined, kept, cache.currentGeneration());
    expect(cache.answerForUrl('/api/schedules?date=2026-01-05')).toBe(kept);
    expect(cache.answerForUrl('/api/schedules?date=2026-01-06')).toBeUndefined();
    expect(cache.answerForUrl('/api/schedules?date=2026-01-05&t=1')).toBeUndefined();

    cache.forgetAll();
    expect(cache.answerForUrl('/api/schedules?date=2026-01-05')).toBeUndefined();
  });

  it('keeps no URL for a refused answer or one read before a change', async () => {
    const cache = cacheFor(1000);
    const refused = await cache.fetchOnce('bad', async () => ({ ...answer('{}'), status: 400 }));
    cache.keepForUrl('/api/classes/x', undefined, refused, cache.currentGeneration());
    expect(cache.answerForUrl('/api/classes/x')).toBeUndefined();
    const generation = cache.currentGeneration();
    const kept = await cache.fetchOnce('k', async () => answer('[1]'));
    cache.forgetAll();
    cache.keepForUrl('/api/classes', undefined, kept, generation);
    expect(cache.answerForUrl('/api/classes')).toBeUndefined();
  });

  it('serves an answer that just ran out while one background fetch brings the next', async () => {
    const cache = cacheFor(1000);
    const old = await cache.fetchOnce('k', async () => answer('old'));
    expect(cache.answer('k', old.at + 1500)).toBeUndefined();
    expect(cache.staleAnswer('k', old.at + 1500)).toBe(old);
    expect(cache.staleAnswer('k', old.at + 2000)).toBeUndefined();

    let calls = 0;
    let release!: () => void;
    const next = () =>
      new Promise<ReturnType<typeof answer>>((resolve) => {
        calls += 1;
        release = () => resolve(answer('new'));
      });
    const kept: string[] = [];
    cache.refreshInBackground('k', next, (a) => kept.push(a.response.body.toString()));
    cache.refreshInBackground('k', next, (a) => kept.push(a.response.body.toString()));
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(1);
    expect(kept).toEqual(['new']);
    expect(cache.answer('k')?.response.body.toString()).toBe('new');

    cache.forgetAll();
    expect(cache.staleAnswer('k')).toBeUndefined();
  });

  it('keeps the roles through a change outside identity, and forgets them with one through identity', () => {
    const cache = cacheFor(1000);
    const user = { id: 7, username: 'ann', fullName: 'Ann', email: 'ann@example.com', isAdmin: true };
    const snapshot = { id: 7, isAdmin: true, authVersion: 1, user } as AuthSnapshotDto;
    const generation = cache.currentRoleGeneration();
    cache.forgetAfterChangeBy('booking');
    cache.keepSnapshot(7, snapshot, generation);
    expect(cache.snapshot(7)).toBe(snapshot);
    cache.forgetAfterChangeBy('identity');
    expect(cache.snapshot(7)).toBeUndefined();
  });

  it('keeps a role READ_CACHE_MS while other gateways are not heard, and up to a minute once every change is', () => {
    const user = { id: 7, username: 'ann', fullName: 'Ann', email: 'ann@example.com', isAdmin: true };
    const snapshot = { id: 7, isAdmin: true, authVersion: 1, user } as AuthSnapshotDto;
    const unlinked = cacheFor(1000);
    const linked = cacheFor(1000);
    let announced = 0;
    linked.linkGateways(() => (announced += 1));
    for (const cache of [unlinked, linked]) cache.keepSnapshot(7, snapshot, cache.currentRoleGeneration(), 0);
    expect(unlinked.snapshot(7, 999)).toBe(snapshot);
    expect(unlinked.snapshot(7, 1000)).toBeUndefined();
    expect(linked.snapshot(7, 59_999)).toBe(snapshot);
    expect(linked.snapshot(7, 60_000)).toBeUndefined();
    // A change through identity here is forgotten here and told to the others; one they tell of is forgotten too.
    linked.keepSnapshot(7, snapshot, linked.currentRoleGeneration(), 0);
    linked.forgetAfterChangeBy('identity');
    expect(linked.snapshot(7, 1)).toBeUndefined();
    expect(announced).toBe(1);
    linked.keepSnapshot(7, snapshot, linked.currentRoleGeneration(), 0);
    linked.forgetRoles();
    expect(linked.snapshot(7, 1)).toBeUndefined();
    // Once they can no longer be heard, what was kept goes and roles are kept READ_CACHE_MS again.
    linked.keepSnapshot(7, snapshot, linked.currentRoleGeneration(), 0);
    linked.unlinkGateways();
    expect(linked.snapshot(7, 1)).toBeUndefined();
    linked.keepSnapshot(7, snapshot, linked.currentRoleGeneration(), 0);
    expect(linked.snapshot(7, 1000)).toBeUndefined();
  });
});
