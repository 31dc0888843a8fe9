import { PASSWORD_RESET_MESSAGES, PasswordResetRequested } from '@studio/contracts';
import { FixedClock, InMemoryAttemptStore, loadConfig, toApiError } from '@studio/platform';
import { unique } from '@studio/platform/testing';
import { FakePasswordHasher, FakePasswordResetRepository, FakeUsersRepository } from '../../test/fakes';
import { AttemptLimits } from '../attempt-limits/attempt-limits.service';
import { IdentityConfig } from '../config';
import { User } from '../users/user.entity';
import { PasswordResetService } from './password-reset.service';
import { hashResetToken } from './reset-token';

const NOW = new Date('2026-03-02T17:00:00.000Z');
const TTL_MINUTES = 30;

function setUp() {
  const clock = new FixedClock(NOW);
  const users = new FakeUsersRepository(clock);
  const tokens = new FakePasswordResetRepository(users);
  const config = loadConfig(IdentityConfig, {
    PUBLIC_URL: 'https://studio.example.com/',
    RESET_TOKEN_TTL_MINUTES: String(TTL_MINUTES),
  });
  const service = new PasswordResetService(
    tokens.asRepository(),
    users.asRepository(),
    new FakePasswordHasher(),
    new AttemptLimits(new InMemoryAttemptStore(clock), config),
    clock,
    config,
  );
  return { clock, users, tokens, service };
}

function member(users: FakeUsersRepository): User {
  const username = unique('member');
  return users.add({ username, email: `${username}@example.com`, passwordHash: 'hashed:member123' });
}

/** The raw token as the e-mailed link carries it. */
function tokenFromLink(resetUrl: string): string {
  const token = new URL(resetUrl).searchParams.get('token');
  if (!token) throw new Error(`no token in ${resetUrl}`);
  return token;
}

/** Requests a reset for the user and returns the raw token from the link in the outbox event. */
async function requestToken(
  service: PasswordResetService,
  tokens: FakePasswordResetRepository,
  user: User,
): Promise<string> {
  await service.requestReset(user.email);
  const event = tokens.events[tokens.events.length - 1];
  return tokenFromLink(event.resetUrl);
}

/** The answer the error filter makes of the rejection. */
async function expectHttpError(promise: Promise<unknown>, status: number, message: string): Promise<void> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (caught: unknown) => caught,
  );
  const { statusCode, message: text } = toApiError(error);
  expect({ status: statusCode, message: text }).toEqual({ status, message });
}

describe('PasswordResetService: requesting a reset', () => {
  it('for a known e-mail stores one token, hashed, expiring RESET_TOKEN_TTL_MINUTES from now', async () => {
    const { users, tokens, service } = setUp();
    const user = member(users);

    const answer = await service.requestReset(user.email);

    expect(answer).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(tokens.tokens).toHaveLength(1);
    const [stored] = tokens.tokens;
    const rawToken = tokenFromLink(tokens.events[0].resetUrl);
    expect(stored).toMatchObject({
      userId: user.id,
      isUsed: false,
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + TTL_MINUTES * 60_000),
    });
    expect(stored.tokenHash).toBe(hashResetToken(rawToken));
    expect(stored.tokenHash).not.toContain(rawToken);
  });

  it('never stores the raw token anywhere in the token row', async () => {
    const { users, tokens, service } = setUp();
    const rawToken = await requestToken(service, tokens, member(users));

    expect(JSON.stringify(tokens.tokens)).not.toContain(rawToken);
  });

  it('records a PasswordResetRequested event with the reset link, the user and the expiry', async () => {
    const { users, tokens, service } = setUp();
    const user = member(users);

    await service.requestReset(user.email);

    expect(tokens.events).toHaveLength(1);
    const [event] = tokens.events;
    expect(event).toMatchObject({
      type: PasswordResetRequested.topic,
      version: PasswordResetRequested.version,
      occurredAt: NOW.toISOString(),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(NOW.getTime() + TTL_MINUTES * 60_000).toISOString(),
    });
    expect(event).not.toHaveProperty('fullName');
    expect(event.resetUrl).toMatch(
      /^https:\/\/studio\.example\.com\/reset-password\?token=[A-Za-z0-9_-]{43}$/,
    );
  });

  it('finds the user by e-mail regardless of case', async () => {
    const { users, tokens, service } = setUp();
    const user = member(users);

    await service.requestReset(user.email.toUpperCase());

    expect(tokens.tokens).toEqual([expect.objectContaining({ userId: user.id })]);
  });

  it('gives each request a different token', async () => {
    const { users, tokens, service } = setUp();
    const user = member(users);

    const first = await requestToken(service, tokens, user);
    const second = await requestToken(service, tokens, user);

    expect(first).not.toBe(second);
  });

  it('sends at most 3 reset e-mails an hour to one account, with the same answer every time', async () => {
    const { clock, users, tokens, service } = setUp();
    const user = member(users);

    for (let i = 0; i < 4; i += 1) {
      expect(await service.requestReset(user.email)).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
      clock.set(new Date(clock.now().getTime() + 60_000));
    }
    expect(tokens.events).toHaveLength(3);

    clock.set(new Date(NOW.getTime() + 61 * 60_000));
    await service.requestReset(user.email);
    expect(tokens.events).toHaveLength(4);
  });

  it('for an unknown e-mail creates nothing and gives the same answer', async () => {
    const { users, tokens, service } = setUp();
    member(users);

    const answer = await service.requestReset('nobody@example.com');

    expect(answer).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(tokens.tokens).toEqual([]);
    expect(tokens.events).toEqual([]);
  });
});

describe('PasswordResetService: validating a token', () => {
  it('answers valid for a fresh token', async () => {
    const { users, tokens, service } = setUp();
    const rawToken = await requestToken(service, tokens, member(users));

    await expect(service.validate(rawToken)).resolves.toEqual({
      valid: true,
      message: PASSWORD_RESET_MESSAGES.tokenValid,
    });
  });

  it('answers valid one millisecond before the expiry', async () => {
    const { clock, users, tokens, service } = setUp();
    const rawToken = await requestToken(service, tokens, member(users));

    clock.set(new Date(NOW.getTime() + TTL_MINUTES * 60_000 - 1));

    expect((await service.validate(rawToken)).valid).toBe(true);
  });

  it('answers invalid exactly at the expiry', async () => {
    const { clock, users, tokens, service } = setUp();
    const rawToken = await requestToken(service, tokens, member(users));

    clock.set(new Date(NOW.getTime() + TTL_MINUTES * 60_000));

    await expect(service.validate(rawToken)).resolves.toEqual({
      valid: false,
      message: PASSWORD_RESET_MESSAGES.tokenInvalid,
    });
  });

  it('answers invalid for an unknown token', async () => {
    const { users, tokens, service } = setUp();
    await requestToken(service, tokens, member(users));

    await expect(service.validate('not-a-token')).resolves.toEqual({
      valid: false,
      message: PASSWORD_RESET_MESSAGES.tokenInvalid,
    });
  });

  it('does not accept the stored hash in place of the token', async () => {
    const { users, tokens, service } = setUp();
    await requestToken(service, tokens, member(users));

    expect((await service.validate(tokens.tokens[0].tokenHash)).valid).toBe(false);
  });

  it('answers invalid for a used token', async () => {
    const { users, tokens, service } = setUp();
    const rawToken = await requestToken(service, tokens, member(users));
    await service.reset(rawToken, 'a-new-secret');

    await expect(service.validate(rawToken)).resolves.toEqual({
      valid: false,
      message: PASSWORD_RESET_MESSAGES.tokenInvalid,
    });
  });
});

describe('PasswordResetService: resetting the password', () => {
  it('changes the password, bumps the auth version and marks the token used', async () => {
    const { users, tokens, service } = setUp();
    const user = member(users);
    const rawToken = await requestToken(service, tokens, user);

    const answer = await service.reset(rawToken, 'a-new-secret');

    expect(answer).toEqual({ message: PASSWORD_RESET_MESSAGES.done });
    expect(await users.findById(user.id)).toMatchObject({
      passwordHash: 'hashed:a-new-secret',
      authVersion: 2,
    });
    expect(tokens.tokens[0].isUsed).toBe(true);
  });

  it('a second use of the same token fails with 400 and changes nothing', async () => {
    const { users, tokens, service } = setUp();
    const user = member(users);
    const rawToken = await requestToken(service, tokens, user);
    await service.reset(rawToken, 'a-new-secret');

    await expectHttpError(
      service.reset(rawToken, 'another-secret'),
      400,
      PASSWORD_RESET_MESSAGES.tokenInvalid,
    );

    expect(await users.findById(user.id)).toMatchObject({
      passwordHash: 'hashed:a-new-secret',
      authVersion: 2,
    });
  });

  it('an expired token fails with 400 and leaves the password and auth version alone', async () => {
    const { clock, users, tokens, service } = setUp();
    const user = member(users);
    const rawToken = await requestToken(service, tokens, user);
    clock.set(new Date(NOW.getTime() + TTL_MINUTES * 60_000));

    await expectHttpError(service.reset(rawToken, 'a-new-secret'), 400, PASSWORD_RESET_MESSAGES.tokenInvalid);

    expect(await users.findById(user.id)).toMatchObject({ passwordHash: 'hashed:member123', authVersion: 1 });
    expect(tokens.tokens[0].isUsed).toBe(false);
  });

  it('an unknown token fails with 400', async () => {
    const { service } = setUp();

    await expectHttpError(
      service.reset('not-a-token', 'a-new-secret'),
      400,
      PASSWORD_RESET_MESSAGES.tokenInvalid,
    );
  });
});
