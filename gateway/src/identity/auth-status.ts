import type { AuthStatusDto, UserDto } from '@studio/contracts';

export interface AuthStatusInput {
  nodeEnv: string;
  now: Date;
  user: UserDto | null;
  sessionId: string | null;
  session: {
    userId?: number;
    cookie?: {
      expires?: Date | null | boolean;
      maxAge?: number | null;
      httpOnly?: boolean;
      secure?: boolean | 'auto';
      sameSite?: boolean | string;
    };
  } | null;
  headers: { origin?: string; referer?: string; host?: string; cookie?: string };
}

/** First characters only: enough to tell two sessions apart on the debug page, too few to use. */
export function redactSessionId(id: string | null): string | null {
  return id ? `${id.slice(0, 4)}…` : null;
}

/** Cookie names with every value replaced. */
export function redactCookieHeader(header: string | undefined): string | null {
  if (!header) return null;
  return header
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean)
    .map((name) => `${name}=[redacted]`)
    .join('; ');
}

/** What the auth debug page shows; in production a non-admin sees only whether and as whom they are in. */
export function buildAuthStatus(input: AuthStatusInput): AuthStatusDto {
  const isAuthenticated = input.user !== null;
  const timestamp = input.now.toISOString();
  if (input.nodeEnv === 'production' && !input.user?.isAdmin) {
    return { isAuthenticated, user: input.user, timestamp };
  }
  const hasSession = Boolean(input.session?.userId);
  const cookie = input.session?.cookie;
  const expires = cookie?.expires instanceof Date ? cookie.expires.toISOString() : null;
  return {
    isAuthenticated,
    hasSession,
    sessionID: hasSession ? redactSessionId(input.sessionId) : null,
    nodeEnv: input.nodeEnv,
    timestamp,
    user: input.user,
    headers: {
      origin: input.headers.origin ?? null,
      referer: input.headers.referer ?? null,
      host: input.headers.host ?? null,
      cookieHeader: redactCookieHeader(input.headers.cookie),
    },
    session: hasSession
      ? {
          userId: input.session?.userId ?? null,
          cookieExpires: expires,
          cookieMaxAgeMs: typeof cookie?.maxAge === 'number' ? cookie.maxAge : null,
          cookieHttpOnly: cookie?.httpOnly ?? true,
          cookieSecure: cookie?.secure === true,
          cookieSameSite: typeof cookie?.sameSite === 'string' ? cookie.sameSite : null,
        }
      : null,
  };
}
