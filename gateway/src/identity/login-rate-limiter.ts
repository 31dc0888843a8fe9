import type IORedis from 'ioredis';

export interface LoginAttempt {
  username: string;
  /** The client's address as the gateway sees it (behind the proxy in production). */
  address: string;
}

export interface LoginLimits {
  /** Failures for one account from one address: the ordinary lockout, which only that address feels. */
  perAccountAndAddress: number;
  /** Failures from one address, whatever the accounts. */
  perAddress: number;
  /** Failures for one account from all addresses: high, so others cannot lock the owner out, yet it stops distributed guessing. */
  perAccount: number;
  windowMs: number;
}

/**
 * Within 15 minutes: 5 failures for an account from one address, 20 from one address, or 50 for an account
 * from anywhere; then a pause until that window ends.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccountAndAddress: 5,
  perAddress: 20,
  perAccount: 50,
  windowMs: 15 * 60_000,
};

/** Counts failed logins per account and address, per address and per account; Redis when the gateway has it, memory otherwise. */
export abstract class LoginRateLimiter {
  /** Milliseconds until this attempt may be made; 0 when it may be made now. */
  abstract blockedForMs(attempt: LoginAttempt): Promise<number>;
  abstract recordFailure(attempt: LoginAttempt): Promise<void>;
  /**
   * A successful login clears the failures for the account from this address; the address and the
   * account-wide counts run out with their window, so a login cannot reset a guessing campaign.
   */
  abstract recordSuccess(attempt: LoginAttempt): Promise<void>;
}

interface Counter {
  key: string;
  limit: number;
}

function counters(attempt: LoginAttempt, limits: LoginLimits): [Counter, Counter, Counter] {
  const account = attempt.username.toLowerCase();
  return [
    { key: `account-address:${account}|${attempt.address}`, limit: limits.perAccountAndAddress },
    { key: `address:${attempt.address}`, limit: limits.perAddress },
    { key: `account:${account}`, limit: limits.perAccount },
  ];
}

/** The Retry-After header value: whole seconds, at least 1. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

interface Window {
  count: number;
  endsAt: number;
}

/** For the embedded mode: one process, so one map is the whole truth. */
export class InMemoryLoginRateLimiter extends LoginRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  async blockedForMs(attempt: LoginAttempt): Promise<number> {
    const now = this.now();
    return Math.max(
      0,
      ...counters(attempt, this.limits).map(({ key, limit }) => {
        const window = this.live(key, now);
        return window && window.count >= limit ? window.endsAt - now : 0;
      }),
    );
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const now = this.now();
    if (this.windows.size > 10_000) this.prune(now);
    for (const { key } of counters(attempt, this.limits)) {
      const window = this.live(key, now) ?? { count: 0, endsAt: now + this.limits.windowMs };
      window.count += 1;
      this.windows.set(key, window);
    }
  }

  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    this.windows.delete(counters(attempt, this.limits)[0].key);
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
  }
}

/** For the distributed mode: every gateway replica shares the counters (fixed windows with a TTL). */
export class RedisLoginRateLimiter extends LoginRateLimiter {
  constructor(
    private readonly redis: IORedis,
    private readonly prefix: string,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {
    super();
  }

  async blockedForMs(attempt: LoginAttempt): Promise<number> {
    const entries = counters(attempt, this.limits);
    const pipeline = this.redis.multi();
    for (const { key } of entries) pipeline.get(this.key(key)).pttl(this.key(key));
    const results = (await pipeline.exec()) ?? [];
    return Math.max(
      0,
      ...entries.map(({ limit }, i) => {
        const count = Number(results[i * 2]?.[1] ?? 0);
        const ttl = Number(results[i * 2 + 1]?.[1] ?? 0);
        return count >= limit ? Math.max(ttl, 1) : 0;
      }),
    );
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const pipeline = this.redis.multi();
    for (const { key } of counters(attempt, this.limits)) {
      pipeline.set(this.key(key), 0, 'PX', this.limits.windowMs, 'NX').incr(this.key(key));
    }
    await pipeline.exec();
  }

  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.redis.del(this.key(counters(attempt, this.limits)[0].key));
  }

  private key(key: string): string {
    return `${this.prefix}:login-failures:${key}`;
  }
}
