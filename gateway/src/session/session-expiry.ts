import type { SessionData } from 'express-session';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a stored session lapses: its cookie's expiry, or a day on for one saved without (none of ours). */
export function sessionExpiry(data: SessionData): number {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires).getTime() : Date.now() + DAY_MS;
}

/**
 * How long a store remembers that a session ended (logout, or the old id of a login): far longer than any request
 * runs, so a request that loaded the session before it ended and saves it after (renewedAtMostEveryMinute) writes
 * nothing rather than bringing the session back to life. Its answer may still carry the cookie, which then names
 * no session.
 */
export const ENDED_SESSION_MEMORY_MS = 60 * 60 * 1000;
