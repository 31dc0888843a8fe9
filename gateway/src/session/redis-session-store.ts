import session, { SessionData } from 'express-session';
import type IORedis from 'ioredis';
import { ENDED_SESSION_MEMORY_MS, sessionExpiry } from './session-expiry';

/** Writes the session unless its id has ended: the check and the write are one step in Redis. */
const SET_UNLESS_ENDED = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

/** Forgets the session and marks its id as ended, in one step. */
const END = `
redis.call('DEL', KEYS[1])
redis.call('SET', KEYS[2], '1', 'PX', ARGV[1])`;

type Callback = (error?: unknown) => void;

/**
 * Sessions of the distributed mode, one JSON value per id under `<prefix>sess:` expiring with the cookie. An
 * ended session leaves a mark under `<prefix>sess-ended:` (see ENDED_SESSION_MEMORY_MS) that no later save passes.
 */
export class RedisSessionStore extends session.Store {
  constructor(
    private readonly redis: IORedis,
    private readonly prefix: string,
  ) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.redis.get(this.key(sid)).then(
      (raw) => callback(null, raw ? (JSON.parse(raw) as SessionData) : null),
      (error: unknown) => callback(error),
    );
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    const lifeMs = sessionExpiry(data) - Date.now();
    if (lifeMs <= 0) return this.destroy(sid, callback);
    this.redis
      .eval(SET_UNLESS_ENDED, 2, this.key(sid), this.endedKey(sid), JSON.stringify(data), lifeMs)
      .then(() => callback?.(), callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    this.redis
      .eval(END, 2, this.key(sid), this.endedKey(sid), ENDED_SESSION_MEMORY_MS)
      .then(() => callback?.(), callback);
  }

  private key(sid: string): string {
    return `${this.prefix}sess:${sid}`;
  }

  private endedKey(sid: string): string {
    return `${this.prefix}sess-ended:${sid}`;
  }
}
