import { OnApplicationShutdown } from '@nestjs/common';
import IORedis from 'ioredis';
import { Clock } from '../clock';

/** A count that runs for a fixed window from its first attempt. */
export interface AttemptWindow {
  count: number;
  /** Until the window ends; 0 when there is none. */
  remainingMs: number;
}

/**
 * Counters of attempts in fixed windows, and turns for spacing attempts out; in Redis when the service has
 * it (every replica sees the same counts), in memory otherwise (`createAttemptStore`).
 */
export abstract class AttemptStore {
  abstract read(keys: readonly string[]): Promise<AttemptWindow[]>;
  /** One more attempt on each key, whatever its count; a key with no running window starts one of windowMs. */
  async add(keys: readonly string[], windowMs: number): Promise<void> {
    await this.take(keys, Number.MAX_SAFE_INTEGER, windowMs);
  }
  /**
   * One more attempt on each key, in one step, only if every key has had fewer than its limit in its window (one
   * limit for all, or one per key): answers whether it was taken. Concurrent takes never pass the limit between
   * them (a read and then an add would).
   */
  abstract take(
    keys: readonly string[],
    limit: number | readonly number[],
    windowMs: number,
  ): Promise<boolean>;
  /** One attempt fewer on each key (a taken attempt that turned out not to count), never below none. */
  abstract release(keys: readonly string[]): Promise<void>;
  abstract clear(key: string): Promise<void>;
  /** Clears every key that starts with the prefix (rare: it looks through all of the store's keys). */
  abstract clearStartingWith(prefix: string): Promise<void>;
  /**
   * Takes the next turn on the key, at least intervalMs after the turn before it: answers how long to wait
   * for it, or null (taking nothing) when it is more than maxWaitMs away.
   */
  abstract takeTurn(key: string, intervalMs: number, maxWaitMs: number): Promise<number | null>;
}

function limitOf(limit: number | readonly number[], i: number): number {
  return typeof limit === 'number' ? limit : limit[i];
}

interface Window {
  count: number;
  endsAt: number;
}

/** For the embedded mode: one process, so one map is the whole truth. */
export class InMemoryAttemptStore extends AttemptStore {
  private readonly windows = new Map<string, Window>();
  private readonly turns = new Map<string, number>();

  constructor(private readonly clock: Clock) {
    super();
  }

  async read(keys: readonly string[]): Promise<AttemptWindow[]> {
    const now = this.now();
    return keys.map((key) => {
      const window = this.live(key, now);
      return window
        ? { count: window.count, remainingMs: window.endsAt - now }
        : { count: 0, remainingMs: 0 };
    });
  }

  async take(keys: readonly string[], limit: number | readonly number[], windowMs: number): Promise<boolean> {
    const now = this.now();
    if (keys.some((key, i) => (this.live(key, now)?.count ?? 0) >= limitOf(limit, i))) return false;
    if (this.windows.size > 10_000) this.prune(now);
    for (const key of keys) {
      const window = this.live(key, now) ?? { count: 0, endsAt: now + windowMs };
      window.count += 1;
      this.windows.set(key, window);
    }
    return true;
  }

  async release(keys: readonly string[]): Promise<void> {
    const now = this.now();
    for (const key of keys) {
      const window = this.live(key, now);
      if (window && window.count > 0) window.count -= 1;
    }
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async clearStartingWith(prefix: string): Promise<void> {
    for (const key of [...this.windows.keys()]) if (key.startsWith(prefix)) this.windows.delete(key);
  }

  async takeTurn(key: string, intervalMs: number, maxWaitMs: number): Promise<number | null> {
    const now = this.now();
    const turn = Math.max(now, this.turns.get(key) ?? 0);
    if (turn - now > maxWaitMs) return null;
    this.turns.set(key, turn + intervalMs);
    return turn - now;
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private live(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const [key, turn] of this.turns) if (turn <= now) this.turns.delete(key);
  }
}

// The turn and the new next turn in one step, on Redis's own clock, so that replicas cannot interleave.
const TAKE_TURN = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local turn = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
if turn - now > tonumber(ARGV[2]) then return -1 end
local after = turn + tonumber(ARGV[1])
if after > now then redis.call('SET', KEYS[1], after, 'PX', after - now) end
return turn - now`;

// Every key checked against its limit (ARGV[1 + i]), then each counted (a new window of ARGV[1] ms starting with
// its first attempt), in one step, so that replicas cannot interleave.
const TAKE_WITHIN_LIMIT = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[1 + i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('SET', key, 0, 'PX', ARGV[1], 'NX')
  redis.call('INCR', key)
end
return 1`;

// One fewer on each key that counts any, its window running on.
const RELEASE = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end`;

/** For the distributed mode: fixed windows as counters with a TTL, under keys `<namespace>:<key>`. */
export class RedisAttemptStore extends AttemptStore implements OnApplicationShutdown {
  constructor(
    private readonly redis: IORedis,
    private readonly namespace: string,
  ) {
    super();
  }

  /** A store on a connection of its own, closed when the service shuts down. */
  static connect(url: string, namespace: string): RedisAttemptStore {
    return new RedisAttemptStore(new IORedis(url, { maxRetriesPerRequest: 2 }), namespace);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit();
  }

  async read(keys: readonly string[]): Promise<AttemptWindow[]> {
    const pipeline = this.redis.multi();
    for (const key of keys) pipeline.get(this.key(key)).pttl(this.key(key));
    const results = (await pipeline.exec()) ?? [];
    return keys.map((_, i) => {
      const count = Number(results[i * 2]?.[1] ?? 0);
      const ttl = Number(results[i * 2 + 1]?.[1] ?? 0);
      return count > 0 ? { count, remainingMs: Math.max(ttl, 1) } : { count: 0, remainingMs: 0 };
    });
  }

  async take(keys: readonly string[], limit: number | readonly number[], windowMs: number): Promise<boolean> {
    const names = keys.map((key) => this.key(key));
    const limits = keys.map((_, i) => limitOf(limit, i));
    return (
      Number(await this.redis.eval(TAKE_WITHIN_LIMIT, names.length, ...names, windowMs, ...limits)) === 1
    );
  }

  async release(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const names = keys.map((key) => this.key(key));
    await this.redis.eval(RELEASE, names.length, ...names);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async clearStartingWith(prefix: string): Promise<void> {
    const match = `${this.key(prefix).replace(/[*?[\]\\]/g, '\\$&')}*`;
    for await (const keys of this.redis.scanStream({ match, count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await this.redis.del(...keys);
    }
  }

  async takeTurn(key: string, intervalMs: number, maxWaitMs: number): Promise<number | null> {
    const wait = Number(await this.redis.eval(TAKE_TURN, 1, this.key(`turn:${key}`), intervalMs, maxWaitMs));
    return wait < 0 ? null : wait;
  }

  private key(key: string): string {
    return `${this.namespace}:${key}`;
  }
}

/** The owner's attempt store: in Redis (keys `<QUEUE_PREFIX>:<owner>-attempts:…`) when there is one, else in memory. */
export function createAttemptStore(
  config: { REDIS_URL?: string; QUEUE_PREFIX: string },
  clock: Clock,
  owner: string,
): AttemptStore {
  return config.REDIS_URL
    ? RedisAttemptStore.connect(config.REDIS_URL, `${config.QUEUE_PREFIX}:${owner}-attempts`)
    : new InMemoryAttemptStore(clock);
}
