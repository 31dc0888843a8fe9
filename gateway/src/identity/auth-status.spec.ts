import type { UserDto } from '@studio/contracts';
import { buildAuthStatus, redactCookieHeader, redactSessionId } from './auth-status';

const user: UserDto = {
  id: 12,
  username: 'maya',
  fullName: 'Maya Member',
  email: 'maya@example.com',
  isAdmin: false,
  phoneNumber: null,
  stripeCustomerId: null,
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
  createdAt: '2026-01-05T18:30:00.000Z',
};

const input = {
  now: new Date('2026-01-05T18:30:00Z'),
  sessionId: 'abcdefghijklmnop',
  session: { userId: 12, cookie: { httpOnly: true, secure: false, sameSite: 'lax', maxAge: 1000 } },
  headers: { host: 'localhost:3000', cookie: 'studio.sid=s%3Aabcdefghijklmnop.sig; userId=12' },
};

describe('buildAuthStatus', () => {
  it('redacts the session id and every cookie value', () => {
    expect(redactSessionId('abcdefghijklmnop')).toBe('abcd…');
    expect(redactCookieHeader('studio.sid=s%3Aabc.sig; userId=12')).toBe(
      'studio.sid=[redacted]; userId=[redacted]',
    );
    const status = buildAuthStatus({ ...input, nodeEnv: 'development', user });
    expect(JSON.stringify(status)).not.toContain('abcdefghijklmnop');
    expect(status).toMatchObject({
      isAuthenticated: true,
      hasSession: true,
      sessionID: 'abcd…',
      nodeEnv: 'development',
    });
  });

  it('shows a non-admin in production only whether and as whom they are signed in', () => {
    expect(buildAuthStatus({ ...input, nodeEnv: 'production', user })).toEqual({
      isAuthenticated: true,
      user,
      timestamp: '2026-01-05T18:30:00.000Z',
    });
    expect(
      Object.keys(buildAuthStatus({ ...input, nodeEnv: 'production', user: null, session: null })),
    ).toEqual(['isAuthenticated', 'user', 'timestamp']);
  });

  it('shows an admin in production the redacted details', () => {
    const status = buildAuthStatus({ ...input, nodeEnv: 'production', user: { ...user, isAdmin: true } });
    expect(status.sessionID).toBe('abcd…');
    expect(status.headers?.cookieHeader).toBe('studio.sid=[redacted]; userId=[redacted]');
  });
});
