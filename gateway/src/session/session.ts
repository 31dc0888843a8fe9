import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import session from 'express-session';
import IORedis from 'ioredis';
import type { Request, RequestHandler } from 'express';
import { GatewayConfig } from '../config';
import { LOGIN_PATH, REGISTER_PATH, apiPath, isApiPath, pathOf, routedPath } from '../http/api-paths';
import { FileSessionStore } from './file-session-store';
import { RedisSessionStore } from './redis-session-store';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    /** The user's auth version at login; a password reset bumps it and so ends older sessions. */
    authVersion: number;
    /** When the session's expiry last moved forward (see renewedAtMostEveryMinute). */
    renewedAt?: number;
  }
}

export const SESSION_COOKIE = 'studio.sid';

/** The Redis connection of the session store (undefined when embedded); the login limiter and health share it. */
export const SESSION_REDIS = Symbol('SESSION_REDIS');
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const RENEW_EVERY_MS = 60_000;

/** A secret for development and embedded runs, made once and kept with the data so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface SessionSetup {
  middleware: RequestHandler;
  redis?: IORedis;
  fileStore?: FileSessionStore;
}

/** Sessions live in Redis in distributed mode and in a file under DATA_DIR when embedded; the cookie is httpOnly. */
export function createSession(config: GatewayConfig): SessionSetup {
  const redis = config.REDIS_URL ? new IORedis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const fileStore = redis ? undefined : new FileSessionStore(join(config.DATA_DIR, 'sessions.json'));
  // No touch per request: the expiry moves when the session is saved (renewedAtMostEveryMinute).
  const store = redis ? new RedisSessionStore(redis, `${config.QUEUE_PREFIX}:`) : fileStore;
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.SESSION_SECRET ?? localSecret(config.DATA_DIR),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.behindProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production' && config.PUBLIC_URL.startsWith('https://'),
      maxAge: THIRTY_DAYS_MS,
    },
  });
  return { middleware: onlyWhereNeeded(renewedAtMostEveryMinute(middleware)), redis, fileStore };
}

/**
 * A signed-in session lasts 30 days from its last use, give or take a minute: its expiry (cookie and store) moves
 * forward when it is saved, and it is saved for that at most once a minute rather than written on every request.
 */
function renewedAtMostEveryMinute(middleware: RequestHandler): RequestHandler {
  return (req, res, next) =>
    middleware(req, res, (error?: unknown) => {
      const now = Date.now();
      if (req.session) sessionReadAt.set(req, now);
      if (!error && req.session?.userId && now - (req.session.renewedAt ?? 0) >= RENEW_EVERY_MS) {
        req.session.renewedAt = now;
      }
      next(error);
    });
}

/** How long after its session was read a request acts on it without reading it again (see sessionStillStands). */
const SESSION_TRUSTED_MS = 1_000;
const sessionReadAt = new WeakMap<Request, number>();

/**
 * Whether the request's session still stands when the request is about to act on it. The read at its start is
 * trusted for a second; a request that took longer to arrive (a slow upload) reads the store again, so that a
 * logout meanwhile ends what it may do, as a password reset or a demotion meanwhile does.
 */
export function sessionStillStands(req: Request): Promise<boolean> {
  const readAt = sessionReadAt.get(req);
  if (readAt === undefined || Date.now() - readAt < SESSION_TRUSTED_MS) return Promise.resolve(true);
  return new Promise((resolve, reject) =>
    req.sessionStore.get(req.sessionID, (error, data) => (error ? reject(error) : resolve(Boolean(data)))),
  );
}

/** The API paths that start a session; elsewhere a request without the session cookie has none to load. */
const SESSION_STARTING_PATHS = new Set([LOGIN_PATH, REGISTER_PATH].map(apiPath));

/**
 * Runs the session machinery only for API requests that carry the session cookie or start a session: an
 * anonymous read, or a static file, then costs no session id, signature or store round trip.
 */
function onlyWhereNeeded(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => {
    // The raw URL, not Express's req.path: the fast lane runs this before Express has seen the request.
    const url = req.url ?? '';
    const hasCookie = (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
    if (isApiPath(url) && (hasCookie || SESSION_STARTING_PATHS.has(routedPath(pathOf(url)))))
      return middleware(req, res, next);
    next();
  };
}
