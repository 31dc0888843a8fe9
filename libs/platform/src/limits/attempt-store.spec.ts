import IORedis from 'ioredis';
import { FixedClock } from '../clock';
import { unique } from '../testing';
import { AttemptStore, InMemoryAttemptStore, RedisAttemptStore } from './attempt-store';

const WINDOW = 15 * 60_000;

/** The contract both stores keep. */
function behavesAsAnAttemptStore(make: () => AttemptStore): void {
  it('counts attempts per key within a window, and reads absent keys as zero', async () => {
    const store = make();
    await store.add(['a', 'b'], WINDOW);
    await store.add(['a'], WINDOW);

    const [a, b, c] = await store.read(['a', 'b', 'c']);

    expect(a.count).toBe(2);
    expect(b.count).toBe(1);
    expect(c).toEqual({ count: 0, remainingMs: 0 });
    expect(a.remainingMs).toBeGreaterThan(WINDOW - 5_000);
    expect(a.remainingMs).toBeLessThanOrEqual(WINDOW);
  });

  it('takes an attempt on every key only while all are under the limit, and never passes it when racing', async () => {
    const store = make();
    await store.add(['full'], WINDOW);

    expect(await store.take(['full', 'free'], 1, WINDOW)).toBe(false);
    expect((await store.read(['full', 'free'])).map((w) => w.count)).toEqual([1, 0]);

    const taken = await Promise.all(Array.from({ length: 10 }, () => store.take(['x', 'y'], 3, WINDOW)));
    expect(taken.filter(Boolean)).toHaveLength(3);
    const [x, y] = await store.read(['x', 'y']);
    expect([x.count, y.count]).toEqual([3, 3]);
    expect(x.remainingMs).toBeGreaterThan(WINDOW - 5_000);
  });

  it('takes against a limit per key, and gives an attempt back without going below none', async () => {
    const store = make();
    const taken = await Promise.all(
      Array.from({ length: 8 }, () => store.take(['narrow', 'wide'], [2, 5], WINDOW)),
    );
    expect(taken.filter(Boolean)).toHaveLength(2);
    expect(await store.take(['wide'], [5], WINDOW)).toBe(true);

    await store.release(['narrow', 'wide', 'none']);

    const [narrow, wide, none] = await store.read(['narrow', 'wide', 'none']);
    expect([narrow.count, wide.count, none.count]).toEqual([1, 2, 0]);
    expect(narrow.remainingMs).toBeGreaterThan(WINDOW - 5_000);
    expect(await store.take(['narrow', 'wide'], [2, 5], WINDOW)).toBe(true);
  });

  it('clears one key and leaves the others', async () => {
    const store = make();
    await store.add(['a', 'b'], WINDOW);

    await store.clear('a');

    expect((await store.read(['a', 'b'])).map((w) => w.count)).toEqual([0, 1]);
  });

  it('clears the keys starting with a prefix, glob characters in it taken as they are', async () => {
    const store = make();
    const keys = ['acct:m*a|1.2.3.4', 'acct:m*a|5.6.7.8', 'acct:mya|1.2.3.4', 'acct:m*ab|9.9.9.9'];
    await store.add(keys, WINDOW);

    await store.clearStartingWith('acct:m*a|');

    expect((await store.read(keys)).map((w) => w.count)).toEqual([0, 0, 1, 1]);
  });

  it('gives the first turn at once and each later one an interval after the one before', async () => {
    const store = make();

    const waits = [
      await store.takeTurn('t', 1_000, 5_000),
      await store.takeTurn('t', 1_000, 5_000),
      await store.takeTurn('t', 1_000, 5_000),
    ];

    expect(waits[0]).toBe(0);
    expect(waits[1]).toBeGreaterThan(900);
    expect(waits[1]).toBeLessThanOrEqual(1_000);
    expect(waits[2]).toBeGreaterThan(1_900);
    expect(waits[2]).toBeLessThanOrEqual(2_000);
  });

  it('refuses a turn further away than the longest wait, and takes nothing for it', async () => {
    const store = make();
    await store.takeTurn('t', 1_000, 1_000);
    await store.takeTurn('t', 1_000, 1_000);

    expect(await store.takeTurn('t', 1_000, 1_000)).toBeNull();
    expect(await store.takeTurn('other', 1_000, 1_000)).toBe(0);
  });

  it('hands out parallel turns one interval apart, never the same one twice', async () => {
    const store = make();

    const waits = await Promise.all(Array.from({ length: 5 }, () => store.takeTurn('t', 1_000, 10_000)));

    const slots = waits.map((wait) => Math.round((wait ?? -1) / 1_000)).sort();
    expect(slots).toEqual([0, 1, 2, 3, 4]);
  });
}

describe('InMemoryAttemptStore', () => {
  const start = new Date('2026-03-02T17:00:00.000Z');

  behavesAsAnAttemptStore(() => new InMemoryAttemptStore(new FixedClock(start)));

  it('ends a window after its length, counting afresh', async () => {
    const clock = new FixedClock(start);
    const store = new InMemoryAttemptStore(clock);
    await store.add(['a'], WINDOW);

    clock.set(new Date(start.getTime() + WINDOW));
    expect(await store.read(['a'])).toEqual([{ count: 0, remainingMs: 0 }]);
    await store.add(['a'], WINDOW);
    expect(await store.read(['a'])).toEqual([{ count: 1, remainingMs: WINDOW }]);
  });

  it('frees the turns as time passes', async () => {
    const clock = new FixedClock(start);
    const store = new InMemoryAttemptStore(clock);
    await store.takeTurn('t', 1_000, 1_000);

    clock.set(new Date(start.getTime() + 1_000));
    expect(await store.takeTurn('t', 1_000, 1_000)).toBe(0);
  });
});

describe('RedisAttemptStore', () => {
  let redis: IORedis;
  beforeAll(() => {
    redis = new IORedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  });
  afterAll(() => redis.quit());

  behavesAsAnAttemptStore(() => new RedisAttemptStore(redis, unique(`${process.env.TEST_RUN_ID}_attempts`)));

  it('lets its keys expire with the window and the turn', async () => {
    const prefix = unique(`${process.env.TEST_RUN_ID}_attempts`);
    const store = new RedisAttemptStore(redis, prefix);
    await store.add(['a'], WINDOW);
    await store.takeTurn('t', 1_000, 1_000);
    await store.takeTurn('t', 1_000, 1_000);

    const keys = await redis.keys(`${prefix}:*`);
    const ttls = await Promise.all(keys.map((key) => redis.pttl(key)));

    expect(keys).toHaveLength(2);
    for (const ttl of ttls) expect(ttl).toBeGreaterThan(0);
  });
});
