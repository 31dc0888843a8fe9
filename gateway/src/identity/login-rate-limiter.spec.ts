import IORedis from 'ioredis';
import { unique } from '@studio/platform/testing';
import {
  InMemoryLoginRateLimiter,
  LoginLimits,
  LoginRateLimiter,
  RedisLoginRateLimiter,
  retryAfterSeconds,
  tooManyAttemptsMessage,
} from './login-rate-limiter';

const WINDOW = 15 * 60_000;
const limits: LoginLimits = { perAccountAndAddress: 3, perAddress: 5, perAccount: 8, windowMs: WINDOW };

async function fail(l: LoginRateLimiter, username: string, address: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await l.recordFailure({ username, address });
}

/** The rules every implementation keeps. */
function behavesAsALoginRateLimiter(make: () => LoginRateLimiter): void {
  it('blocks an account from the address that failed too often, but not the owner elsewhere', async () => {
    const l = make();
    await fail(l, 'Maya', '10.0.0.1', 3);
    expect(await l.blockedForMs({ username: 'maya', address: '10.0.0.1' })).toBeGreaterThan(0);
    expect(await l.blockedForMs({ username: 'maya', address: '10.0.0.2' })).toBe(0);
  });

  it('blocks an address after its limit of failures, whatever the username', async () => {
    const l = make();
    for (let i = 0; i < 5; i += 1) await fail(l, `user${i}`, '10.0.0.1', 1);
    expect(await l.blockedForMs({ username: 'someone-else', address: '10.0.0.1' })).toBeGreaterThan(0);
    expect(await l.blockedForMs({ username: 'someone-else', address: '10.0.0.2' })).toBe(0);
  });

  it('blocks an account everywhere after its high limit of failures from many addresses', async () => {
    const l = make();
    for (let i = 0; i < 7; i += 1) await fail(l, 'maya', `10.0.1.${i}`, 1);
    expect(await l.blockedForMs({ username: 'maya', address: '10.0.2.1' })).toBe(0);
    await fail(l, 'maya', '10.0.1.7', 1);
    expect(await l.blockedForMs({ username: 'MAYA', address: '10.0.2.1' })).toBeGreaterThan(0);
    expect(await l.blockedForMs({ username: 'other', address: '10.0.2.1' })).toBe(0);
  });

  it('clears the failures for the account from that address after a successful login', async () => {
    const l = make();
    await fail(l, 'maya', '10.0.0.1', 2);
    await l.recordSuccess({ username: 'maya', address: '10.0.0.1' });
    await fail(l, 'maya', '10.0.0.1', 2);
    expect(await l.blockedForMs({ username: 'maya', address: '10.0.0.1' })).toBe(0);
  });

  it('does not let a successful login reset the account-wide count', async () => {
    const l = make();
    for (let i = 0; i < 7; i += 1) await fail(l, 'maya', `10.0.1.${i}`, 1);
    await l.recordSuccess({ username: 'maya', address: '10.0.3.1' });
    await fail(l, 'maya', '10.0.1.9', 1);
    expect(await l.blockedForMs({ username: 'maya', address: '10.0.3.1' })).toBeGreaterThan(0);
  });
}

describe('InMemoryLoginRateLimiter', () => {
  let now = 0;
  beforeEach(() => {
    now = 1_000_000;
  });

  behavesAsALoginRateLimiter(() => new InMemoryLoginRateLimiter(limits, () => now));

  it('keeps the block until the window ends', async () => {
    const l = new InMemoryLoginRateLimiter(limits, () => now);
    await fail(l, 'maya', '10.0.0.1', 3);
    expect(await l.blockedForMs({ username: 'maya', address: '10.0.0.1' })).toBe(WINDOW);
    now += WINDOW;
    expect(await l.blockedForMs({ username: 'maya', address: '10.0.0.1' })).toBe(0);
  });
});

describe('RedisLoginRateLimiter', () => {
  let redis: IORedis;
  beforeAll(() => {
    redis = new IORedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  });
  afterAll(() => redis.quit());

  behavesAsALoginRateLimiter(
    () => new RedisLoginRateLimiter(redis, unique(`${process.env.TEST_RUN_ID}_limiter`), limits),
  );

  it('answers the time left in the window', async () => {
    const l = new RedisLoginRateLimiter(redis, unique(`${process.env.TEST_RUN_ID}_limiter`), limits);
    await fail(l, 'maya', '10.0.0.1', 3);
    const wait = await l.blockedForMs({ username: 'maya', address: '10.0.0.1' });
    expect(wait).toBeGreaterThan(WINDOW - 5_000);
    expect(wait).toBeLessThanOrEqual(WINDOW);
  });
});

describe('the 429 wording', () => {
  it('words the wait in whole minutes', () => {
    expect(tooManyAttemptsMessage(14 * 60_000 + 1)).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
    expect(tooManyAttemptsMessage(30_000)).toBe('Too many login attempts. Please try again in 1 minute.');
  });

  it('gives Retry-After in whole seconds, at least one', () => {
    expect(retryAfterSeconds(WINDOW)).toBe(900);
    expect(retryAfterSeconds(1_001)).toBe(2);
    expect(retryAfterSeconds(1)).toBe(1);
  });
});
