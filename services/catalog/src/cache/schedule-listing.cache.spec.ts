import { FixedClock, InProcessChangeSignals } from '@studio/platform';
import { CatalogConfig } from '../catalog.config';
import { ScheduleListingCache } from './schedule-listing.cache';

function cache(ttl = 30_000, clock = new FixedClock(new Date('2026-03-01T12:00:00Z'))) {
  const config = Object.assign(new CatalogConfig(), { SCHEDULE_CACHE_TTL_MS: ttl });
  return { cache: new ScheduleListingCache(config, clock, new InProcessChangeSignals()), clock };
}

describe('schedule listing cache', () => {
  it('reuses a listing within its time to live', async () => {
    const { cache: c } = cache();
    const load = jest.fn(async () => ['a']);
    await c.getOrLoad('2026-03-01', load);
    await c.getOrLoad('2026-03-01', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again after the time to live', async () => {
    const { cache: c, clock } = cache(30_000);
    const load = jest.fn(async () => ['a']);
    await c.getOrLoad('k', load);
    clock.set(new Date(clock.now().getTime() + 30_001));
    await c.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again after a change invalidated it', async () => {
    const { cache: c } = cache();
    const load = jest.fn(async () => ['a']);
    await c.getOrLoad('k', load);
    c.invalidate();
    await c.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a listing that was being read while a change happened', async () => {
    const { cache: c } = cache();
    let release: (v: string[]) => void = () => undefined;
    const slow = c.getOrLoad('k', () => new Promise<string[]>((resolve) => (release = resolve)));
    c.invalidate();
    release(['stale']);
    await slow;
    expect(c.size).toBe(0);
  });

  it('does not keep a failed read', async () => {
    const { cache: c } = cache();
    await expect(c.getOrLoad('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await c.getOrLoad('k', async () => ['ok'])).toEqual(['ok']);
  });

  it('keeps nothing when the time to live is zero', async () => {
    const { cache: c } = cache(0);
    await c.getOrLoad('k', async () => ['a']);
    expect(c.size).toBe(0);
  });
});
