import IORedis from 'ioredis';
import type { SessionData } from 'express-session';
import { unique } from '@studio/platform/testing';
import { RedisSessionStore } from './redis-session-store';

const sessionFor = (userId: number, expiresInMs: number) =>
  ({
    userId,
    authVersion: 1,
    cookie: { originalMaxAge: expiresInMs, expires: new Date(Date.now() + expiresInMs) },
  }) as unknown as SessionData;

describe('RedisSessionStore', () => {
  let redis: IORedis;
  let prefix: string;
  let store: RedisSessionStore;

  beforeAll(() => {
    redis = new IORedis(process.env.TEST_REDIS_URL!);
  });
  beforeEach(() => {
    prefix = `${unique(`${process.env.TEST_RUN_ID}_sessions`)}:`;
    store = new RedisSessionStore(redis, prefix);
  });
  afterEach(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
  });
  afterAll(() => redis.quit());

  const read = (sid: string) =>
    new Promise<SessionData | null | undefined>((resolve, reject) =>
      store.get(sid, (error, data) => (error ? reject(error) : resolve(data))),
    );
  const write = (sid: string, data: SessionData) =>
    new Promise<void>((resolve, reject) =>
      store.set(sid, data, (error) => (error ? reject(error) : resolve())),
    );
  const end = (sid: string) =>
    new Promise<void>((resolve, reject) =>
      store.destroy(sid, (error) => (error ? reject(error) : resolve())),
    );

  it('keeps a session until its cookie expires', async () => {
    await write('abc', sessionFor(7, 60_000));
    expect((await read('abc'))?.userId).toBe(7);
    const ttl = await redis.pttl(`${prefix}sess:abc`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await read('unknown')).toBeNull();
  });

  it('writes nothing for a session already expired', async () => {
    await write('old', sessionFor(2, -1));
    expect(await read('old')).toBeNull();
  });

  it('does not bring an ended session back when a request that loaded it saves it afterwards', async () => {
    await write('ended', sessionFor(3, 60_000));
    const loaded = (await read('ended'))!;
    await end('ended');
    await write('ended', { ...loaded, renewedAt: Date.now() } as SessionData);
    expect(await read('ended')).toBeNull();
    await write('other', sessionFor(4, 60_000));
    expect((await read('other'))?.userId).toBe(4);
  });
});
