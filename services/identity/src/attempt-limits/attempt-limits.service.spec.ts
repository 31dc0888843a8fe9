import { LOGIN_LIMITS, REGISTRATION_LIMITS } from '@studio/contracts';
import { FixedClock, InMemoryAttemptStore, loadConfig, toApiError } from '@studio/platform';
import { IdentityConfig } from '../config';
import { AttemptLimits, LoginAttempt } from './attempt-limits.service';

const START = new Date('2026-03-02T17:00:00.000Z');
const FREE = LOGIN_LIMITS.freePerAddress;

function setUp() {
  const clock = new FixedClock(START);
  const limits = new AttemptLimits(new InMemoryAttemptStore(clock), loadConfig(IdentityConfig, {}));
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
  return { clock, limits, later };
}

/** A wrong password: the attempt taken (its turn not waited for), then counted as failed. */
async function fail(limits: AttemptLimits, attempt: LoginAttempt): Promise<void> {
  await limits.takeLoginAttempt(attempt);
  await limits.loginFailed(attempt);
}

async function failures(limits: AttemptLimits, attempt: LoginAttempt, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await fail(limits, attempt);
}

/** The 429 answer the refusal becomes, or null when there was none. */
async function refusal(promise: Promise<unknown>): Promise<{ statusCode: number; message: string } | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    const { statusCode, message } = toApiError(error);
    return { statusCode, message };
  }
}

const tooMany = (minutes: number) => ({
  statusCode: 429,
  message: `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
});

describe('AttemptLimits: logins', () => {
  const maya = { username: 'Maya', address: '10.0.0.1' };

  it('locks an account from the address that failed 5 times, for the rest of 15 minutes, but not elsewhere', async () => {
    const { limits, later } = setUp();
    await failures(limits, maya, 4);
    expect(await limits.loginTurn(maya)).toBe(0);
    await failures(limits, maya, 1);

    expect(await refusal(limits.loginTurn({ ...maya, username: 'MAYA' }))).toEqual(tooMany(15));
    expect(await limits.loginTurn({ ...maya, address: '10.0.0.2' })).toBe(0);
    later(14 * 60_000);
    expect(await refusal(limits.loginTurn(maya))).toEqual(tooMany(1));
    later(30_000);
    expect(await refusal(limits.loginTurn(maya))).toEqual({
      statusCode: 429,
      message: 'Too many login attempts. Please try again in 30 seconds.',
    });
    later(30_000);
    expect(await limits.loginTurn(maya)).toBe(0);
  });

  it('locks an account everywhere after 50 failures from many addresses', async () => {
    const { limits } = setUp();
    for (let i = 0; i < 49; i += 1) await fail(limits, { username: 'maya', address: `10.0.1.${i}` });
    expect(await limits.loginTurn({ username: 'maya', address: '10.0.2.1' })).toBe(0);
    await fail(limits, { username: 'maya', address: '10.0.1.99' });

    expect(await refusal(limits.loginTurn({ username: 'maya', address: '10.0.2.1' }))).toEqual(tooMany(15));
    expect(await limits.loginTurn({ username: 'other', address: '10.0.2.1' })).toBe(0);
  });

  it('clears the failures for the account from that address on success, but not the account-wide count', async () => {
    const { limits } = setUp();
    await failures(limits, maya, 4);
    await limits.takeLoginAttempt(maya);
    await limits.loginSucceeded(maya);
    await failures(limits, maya, 4);
    expect(await limits.loginTurn(maya)).toBe(0);

    for (let i = 0; i < 41; i += 1) await fail(limits, { username: 'maya', address: `10.0.1.${i}` });
    const elsewhere = { username: 'maya', address: '10.0.3.1' };
    await limits.takeLoginAttempt(elsewhere);
    await limits.loginSucceeded(elsewhere);
    await fail(limits, { username: 'maya', address: '10.0.1.99' });
    expect(await refusal(limits.loginTurn(elsewhere))).toEqual(tooMany(15));
  });

  it('counts guesses sent at once before any is checked: no more than the limit get through', async () => {
    const { limits } = setUp();
    const taken = await Promise.all(
      Array.from({ length: 12 }, () =>
        limits.takeLoginAttempt(maya).then(
          async () => {
            await limits.loginFailed(maya);
            return true;
          },
          () => false,
        ),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(LOGIN_LIMITS.perAccountAndAddress);
    expect(await refusal(limits.takeLoginAttempt(maya))).toEqual(tooMany(15));
    expect(await refusal(limits.admitLogin(maya))).toEqual(tooMany(15));
  });

  it('lets right passwords sent at once all in: those over the limit wait for the ones being checked', async () => {
    const { limits } = setUp();
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        refusal(
          limits.admitLogin(maya).then(async () => {
            await new Promise((resolve) => setTimeout(resolve, 20));
            await limits.loginSucceeded(maya);
          }),
        ),
      ),
    );
    expect(results).toEqual(Array.from({ length: 12 }, () => null));
    await failures(limits, maya, LOGIN_LIMITS.perAccountAndAddress);
    expect(await refusal(limits.takeLoginAttempt(maya))).toEqual(tooMany(15));
  });

  it('never locks an address out for failures over other accounts: it spaces its attempts out instead', async () => {
    const { limits } = setUp();
    const address = '10.0.0.9';
    for (let i = 0; i < FREE; i += 1) await fail(limits, { username: `guess${i}`, address });
    const admin = { username: 'admin', address };

    expect(await limits.loginTurn(admin)).toBe(0);
    expect(await limits.loginTurn(admin)).toBe(250);
    await fail(limits, { username: 'guess', address });
    expect(await limits.loginTurn(admin)).toBe(500);
  });

  it('doubles the spacing with each further failure up to LOGIN_BACKOFF_MAX_MS', async () => {
    const { limits, later } = setUp();
    const address = '10.0.0.9';
    const spacing: number[] = [];
    for (let failed = FREE; failed <= FREE + 6; failed += 1) {
      for (let i = 0; i < (failed === FREE ? FREE : 1); i += 1) {
        await fail(limits, { username: `guess${failed}-${i}`, address });
      }
      later(60_000);
      await limits.loginTurn({ username: 'admin', address });
      spacing.push(await limits.loginTurn({ username: 'admin', address }));
    }

    expect(spacing).toEqual([250, 500, 1_000, 2_000, 4_000, 4_000, 4_000]);
  });

  it('queues the members signing in at once from an address past its free failures, rather than refusing them', async () => {
    const { limits } = setUp();
    const address = '10.0.0.9';
    for (let i = 0; i < FREE; i += 1) await fail(limits, { username: `typo${i}`, address });
    const turns = LOGIN_LIMITS.turnQueueTurns + 1;
    const waits = await Promise.all(
      Array.from({ length: turns }, (_, i) => limits.loginTurn({ username: `member${i}`, address })),
    );
    expect(waits.sort((a, b) => a - b)).toEqual(Array.from({ length: turns }, (_, i) => i * 250));
    // A burst gets no more turns than that at the interval it started at.
    expect(await refusal(limits.loginTurn({ username: 'member', address }))).toEqual({
      statusCode: 429,
      message: 'Too many login attempts. Please try again in 3 seconds.',
    });
  });

  it("does not space out a browser the account was signed in from before, whatever the address's failures", async () => {
    const { limits } = setUp();
    const address = '10.0.0.9';
    for (let i = 0; i < FREE + 4; i += 1) await fail(limits, { username: `guess${i}`, address });
    const owner = { username: 'admin', address, knownDevice: true };
    expect(await limits.loginTurn(owner)).toBe(0);
    expect(await limits.loginTurn(owner)).toBe(0);
  });

  it('refuses an attempt whose turn is further away than LOGIN_LIMITS.turnQueueMs, rather than queueing it', async () => {
    const { limits } = setUp();
    const address = '10.0.0.9';
    for (let i = 0; i < FREE + 4; i += 1) await fail(limits, { username: `guess${i}`, address });
    const admin = { username: 'admin', address };

    expect(await limits.loginTurn(admin)).toBe(0);
    expect(await limits.loginTurn(admin)).toBe(4_000);
    expect(await limits.loginTurn(admin)).toBe(8_000);
    // The message says the wait its Retry-After says.
    expect(await refusal(limits.loginTurn(admin))).toEqual({
      statusCode: 429,
      message: 'Too many login attempts. Please try again in 10 seconds.',
    });
  });
});

describe('AttemptLimits: registrations and current passwords', () => {
  it('answers 429 to an address after REGISTRATION_LIMITS.refusedPerAddress refusals within the hour', async () => {
    const { limits, later } = setUp();
    for (let i = 0; i < REGISTRATION_LIMITS.refusedPerAddress; i += 1) {
      expect(await refusal(limits.admitRegistration('10.0.0.1'))).toBeNull();
      await limits.registrationRefused('10.0.0.1');
    }

    expect(await refusal(limits.admitRegistration('10.0.0.1'))).toEqual({
      statusCode: 429,
      message: 'Too many registration attempts. Please try again in 60 minutes.',
    });
    expect(await refusal(limits.admitRegistration('10.0.0.2'))).toBeNull();
    later(60 * 60_000);
    expect(await refusal(limits.admitRegistration('10.0.0.1'))).toBeNull();
  });

  it('answers 429 to an account after 5 wrong current passwords, until the right one clears them', async () => {
    const { limits } = setUp();
    for (let i = 0; i < 5; i += 1) await limits.currentPasswordWrong(7);

    expect(await refusal(limits.admitCurrentPassword(7))).toEqual({
      statusCode: 429,
      message: 'Too many wrong current passwords. Please try again in 15 minutes.',
    });
    expect(await refusal(limits.admitCurrentPassword(8))).toBeNull();
    await limits.currentPasswordRight(7);
    expect(await refusal(limits.admitCurrentPassword(7))).toBeNull();
  });
});
