import { ArgumentMetadata } from '@nestjs/common';
import {
  LOGIN_LIMITS,
  PROFILE_CHANGE_LIMITS,
  REGISTRATION_LIMITS,
  REGISTRATION_REFUSED_MESSAGE,
  RegisterDto,
  UpdateUserDto,
} from '@studio/contracts';
import {
  Clock,
  createValidationPipe,
  FixedClock,
  InMemoryAttemptStore,
  loadConfig,
  PlatformConfig,
  SystemClock,
  toApiError,
} from '@studio/platform';
import { unique } from '@studio/platform/testing';
import { FakePasswordHasher, FakeUsersRepository } from '../../test/fakes';
import { AttemptLimits } from '../attempt-limits/attempt-limits.service';
import { IdentityConfig } from '../config';
import { DeviceTokens } from './device-tokens';
import { User } from './user.entity';
import { USER_MESSAGES, UsersService } from './users.service';

const ADDRESS = '203.0.113.7';

function setUpWith<C extends Clock>(clock: C) {
  const users = new FakeUsersRepository(clock);
  // A short back-off keeps the spacing real but the tests quick.
  const config = loadConfig(IdentityConfig, { LOGIN_BACKOFF_MAX_MS: '20' });
  const limits = new AttemptLimits(new InMemoryAttemptStore(clock), config);
  const devices = new DeviceTokens({ INTERNAL_SECRET: 'device-test-secret' } as PlatformConfig, clock);
  const service = new UsersService(users.asRepository(), new FakePasswordHasher(), limits, devices);
  return { clock, users, service };
}

function setUp() {
  return setUpWith(new FixedClock(new Date('2026-03-02T17:00:00.000Z')));
}

function registration(overrides: Partial<RegisterDto> = {}): RegisterDto {
  const username = unique('member');
  return {
    username,
    password: 'member123',
    email: `${username}@example.com`,
    fullName: 'Maya Member',
    ...overrides,
  };
}

function existing(users: FakeUsersRepository, overrides: Partial<User> = {}): User {
  const username = unique('member');
  return users.add({ username, email: `${username}@example.com`, ...overrides });
}

/** What the app's global validation pipe hands the controller for a raw JSON body. */
async function validated<T>(metatype: new () => T, body: object): Promise<T> {
  const metadata: ArgumentMetadata = { type: 'body', metatype };
  return (await createValidationPipe().transform(body, metadata)) as T;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

/** The answer the error filter makes of the rejection: a domain error or an HTTP one, never a 500. */
async function expectHttpError(promise: Promise<unknown>, status: number, message: string): Promise<void> {
  const { statusCode, message: text } = toApiError(await rejection(promise));
  expect({ status: statusCode, message: text }).toEqual({ status, message });
}

describe('UsersService: registration', () => {
  it('creates a member that is never an admin, even when the payload says isAdmin', async () => {
    const { users, service } = setUp();
    const payload = { ...registration(), isAdmin: true } as RegisterDto;

    const result = await service.register(payload, ADDRESS);

    expect(result.user.isAdmin).toBe(false);
    expect((await users.findById(result.user.id))?.isAdmin).toBe(false);
    expect(result.authVersion).toBe(1);
  });

  it('stores the hash of the password, never the password itself', async () => {
    const { users, service } = setUp();
    const result = await service.register(registration({ password: 'member123' }), ADDRESS);

    expect((await users.findById(result.user.id))?.passwordHash).toBe('hashed:member123');
  });

  it('applies the notification defaults (e-mail and push on, SMS off) and no phone number', async () => {
    const { service } = setUp();
    const { user } = await service.register(registration(), ADDRESS);

    expect(user).toMatchObject({
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: false,
      phoneNumber: null,
    });
  });

  it('rejects a username that is taken, in any case, with 409 and the text that does not say which field', async () => {
    const { users, service } = setUp();
    const taken = existing(users, { username: 'MayaMember' });

    for (const username of ['MayaMember', 'mayamember', 'MAYAMEMBER']) {
      await expectHttpError(
        service.register(registration({ username }), ADDRESS),
        409,
        REGISTRATION_REFUSED_MESSAGE,
      );
    }
    expect(users.rows).toEqual([taken]);
  });

  it('rejects an e-mail that is registered, in any case, with the same 409 as a taken username', async () => {
    const { users, service } = setUp();
    const taken = existing(users, { email: 'Maya@Example.com' });

    for (const email of ['Maya@Example.com', 'maya@example.com', 'MAYA@EXAMPLE.COM']) {
      await expectHttpError(
        service.register(registration({ email }), ADDRESS),
        409,
        REGISTRATION_REFUSED_MESSAGE,
      );
    }
    expect(users.rows).toEqual([taken]);
  });

  it('words a clash the database reports on write (a race) as the same 409', async () => {
    const { users, service } = setUp();
    const first = registration();
    jest.spyOn(users, 'findByUsername').mockResolvedValueOnce(null);
    existing(users, { username: first.username.toUpperCase() });

    await expectHttpError(service.register(first, ADDRESS), 409, REGISTRATION_REFUSED_MESSAGE);
  });

  it('after REGISTRATION_LIMITS.refusedPerAddress refusals from an address an hour, answers it 429 and creates nothing', async () => {
    const { clock, users, service } = setUp();
    const taken = existing(users);
    for (let i = 0; i < REGISTRATION_LIMITS.refusedPerAddress; i += 1) {
      await expectHttpError(
        service.register(registration({ email: taken.email }), ADDRESS),
        409,
        REGISTRATION_REFUSED_MESSAGE,
      );
    }

    await expectHttpError(
      service.register(registration(), ADDRESS),
      429,
      'Too many registration attempts. Please try again in 60 minutes.',
    );
    expect(users.rows).toEqual([taken]);
    await service.register(registration(), '198.51.100.2');

    clock.set(new Date(clock.now().getTime() + 60 * 60_000));
    await service.register(registration(), ADDRESS);
  });

  it('does not count registrations that succeed', async () => {
    const { service } = setUp();
    for (let i = 0; i < 8; i += 1) await service.register(registration(), ADDRESS);
  });
});

describe('UsersService: own profile update', () => {
  it('counts usernames found taken against the account, and answers 429 past the limit, changing nothing', async () => {
    const { clock, users, service } = setUp();
    const taken = existing(users);
    const user = existing(users, { fullName: 'Maya' });
    for (let i = 0; i < PROFILE_CHANGE_LIMITS.refusedPerAccount; i += 1) {
      await expectHttpError(
        service.updateOwnProfile(user.id, { username: taken.username }),
        409,
        'Username already exists',
      );
    }
    await expectHttpError(
      service.updateOwnProfile(user.id, { username: unique('free') }),
      429,
      'Too many usernames or e-mail addresses that are taken. Please try again in 60 minutes.',
    );
    expect(await service.updateOwnProfile(user.id, { fullName: 'Maya M' })).toMatchObject({
      fullName: 'Maya M',
    });
    expect(await users.findById(user.id)).toMatchObject({ username: user.username });

    clock.set(new Date(clock.now().getTime() + PROFILE_CHANGE_LIMITS.windowMs));
    const free = unique('free');
    expect(await service.updateOwnProfile(user.id, { username: free })).toMatchObject({ username: free });
  });

  it('changes the given profile fields and leaves the others as they were', async () => {
    const { users, service } = setUp();
    const user = existing(users, {
      fullName: 'Old Name',
      smsNotifications: false,
      phoneNumber: '+1 415-555-0134',
    });

    const updated = await service.updateOwnProfile(user.id, { fullName: 'New Name', smsNotifications: true });

    expect(updated).toMatchObject({
      fullName: 'New Name',
      smsNotifications: true,
      username: user.username,
      email: user.email,
    });
  });

  it('cannot change id or isAdmin: the validated body drops them before the service sees it', async () => {
    const { users, service } = setUp();
    const user = existing(users, { isAdmin: false });
    const body = await validated(UpdateUserDto, { id: user.id + 100, isAdmin: true, fullName: 'Maya M' });

    const updated = await service.updateOwnProfile(user.id, body);

    expect(updated).toMatchObject({ id: user.id, isAdmin: false, fullName: 'Maya M' });
    expect(await users.findById(user.id)).toMatchObject({ id: user.id, isAdmin: false });
    expect(await users.findById(user.id + 100)).toBeNull();
  });

  it('passes only profile fields on, even when called with role, auth version or hash', async () => {
    const { users, service } = setUp();
    const user = existing(users, { isAdmin: false, passwordHash: 'hashed:member123' });
    const smuggled = {
      fullName: 'Maya M',
      isAdmin: true,
      authVersion: 9,
      passwordHash: 'x',
    } as unknown as UpdateUserDto;

    await service.updateOwnProfile(user.id, smuggled);

    expect(await users.findById(user.id)).toMatchObject({
      fullName: 'Maya M',
      isAdmin: false,
      authVersion: 1,
      passwordHash: 'hashed:member123',
    });
  });

  it('changes the password with the correct current one and bumps the auth version', async () => {
    const { users, service } = setUp();
    const user = existing(users, { passwordHash: 'hashed:member123' });

    await service.updateOwnProfile(user.id, { currentPassword: 'member123', newPassword: 'a-new-secret' });

    const stored = await users.findById(user.id);
    expect(stored?.passwordHash).toBe('hashed:a-new-secret');
    expect(stored?.authVersion).toBe(2);
  });

  it('refuses a new password without the current one (400) and changes nothing', async () => {
    const { users, service } = setUp();
    const user = existing(users, { passwordHash: 'hashed:member123', fullName: 'Kept Name' });

    await expectHttpError(
      service.updateOwnProfile(user.id, { newPassword: 'a-new-secret', fullName: 'Other Name' }),
      400,
      USER_MESSAGES.currentPasswordRequired,
    );

    expect(await users.findById(user.id)).toMatchObject({
      passwordHash: 'hashed:member123',
      authVersion: 1,
      fullName: 'Kept Name',
    });
    expect(users.updates).toEqual([]);
  });

  it('refuses a new password with a wrong current one (400) and changes nothing', async () => {
    const { users, service } = setUp();
    const user = existing(users, { passwordHash: 'hashed:member123' });

    await expectHttpError(
      service.updateOwnProfile(user.id, { currentPassword: 'not-it', newPassword: 'a-new-secret' }),
      400,
      USER_MESSAGES.currentPasswordWrong,
    );

    expect(await users.findById(user.id)).toMatchObject({ passwordHash: 'hashed:member123', authVersion: 1 });
    expect(users.updates).toEqual([]);
  });

  it('keeps the password and the auth version when only the current password is sent', async () => {
    const { users, service } = setUp();
    const user = existing(users, { passwordHash: 'hashed:member123' });

    await service.updateOwnProfile(user.id, { currentPassword: 'member123', fullName: 'Maya M' });

    expect(await users.findById(user.id)).toMatchObject({ passwordHash: 'hashed:member123', authVersion: 1 });
  });

  it("rejects another user's username, in any case, with 409", async () => {
    const { users, service } = setUp();
    existing(users, { username: 'TakenName' });
    const user = existing(users);

    await expectHttpError(
      service.updateOwnProfile(user.id, { username: 'takenname' }),
      409,
      USER_MESSAGES.usernameTaken,
    );
    expect((await users.findById(user.id))?.username).toBe(user.username);
  });

  it("rejects another user's e-mail, in any case, with 409", async () => {
    const { users, service } = setUp();
    existing(users, { email: 'taken@example.com' });
    const user = existing(users);

    await expectHttpError(
      service.updateOwnProfile(user.id, { email: 'TAKEN@example.com', currentPassword: 'member123' }),
      409,
      USER_MESSAGES.emailTaken,
    );
    expect((await users.findById(user.id))?.email).toBe(user.email);
  });

  it('lets a user change the case of their own username and e-mail', async () => {
    const { users, service } = setUp();
    const user = existing(users, { username: 'mayamember', email: 'maya@example.com' });

    const updated = await service.updateOwnProfile(user.id, {
      username: 'MayaMember',
      email: 'Maya@Example.com',
    });

    expect(updated).toMatchObject({ username: 'MayaMember', email: 'Maya@Example.com' });
  });

  it('answers 404 for a user that does not exist', async () => {
    const { service } = setUp();

    await expectHttpError(service.updateOwnProfile(999, { fullName: 'Nobody' }), 404, USER_MESSAGES.notFound);
  });
});

describe('UsersService: promote and demote', () => {
  it('promote makes a member an admin', async () => {
    const { users, service } = setUp();
    const admin = existing(users, { isAdmin: true });
    const member = existing(users, { isAdmin: false });

    expect((await service.promote(admin.id, member.id)).isAdmin).toBe(true);
    expect((await users.findById(member.id))?.isAdmin).toBe(true);
  });

  it('demote makes another admin a member', async () => {
    const { users, service } = setUp();
    const caller = existing(users, { isAdmin: true });
    const other = existing(users, { isAdmin: true });

    expect((await service.demote(caller.id, other.id)).isAdmin).toBe(false);
    expect((await users.findById(other.id))?.isAdmin).toBe(false);
  });

  it('an admin cannot demote themselves (400 with the spec message) and stays an admin', async () => {
    const { users, service } = setUp();
    const admin = existing(users, { isAdmin: true });

    await expectHttpError(service.demote(admin.id, admin.id), 400, USER_MESSAGES.cannotDemoteSelf);
    expect((await users.findById(admin.id))?.isAdmin).toBe(true);
  });

  it('promote and demote answer 404 for a user that does not exist', async () => {
    const { users, service } = setUp();
    const admin = existing(users, { isAdmin: true });

    await expectHttpError(service.promote(admin.id, 999), 404, USER_MESSAGES.notFound);
    await expectHttpError(service.demote(admin.id, 999), 404, USER_MESSAGES.notFound);
  });
});

describe('UsersService: logins', () => {
  const attempt = (username: string, password: string, address = ADDRESS) =>
    ({ username, password, address }) as const;

  async function login(service: UsersService, a: ReturnType<typeof attempt>) {
    return service.verifyCredentials(a.username, a.password, a.address);
  }

  it('answers a wrong password and an unknown username alike, with 401', async () => {
    const { users, service } = setUp();
    const user = existing(users);

    await expectHttpError(
      login(service, attempt(user.username, 'wrong-pass')),
      401,
      USER_MESSAGES.invalidCredentials,
    );
    await expectHttpError(
      login(service, attempt('nobody', 'wrong-pass')),
      401,
      USER_MESSAGES.invalidCredentials,
    );
  });

  it('locks an account from an address after 5 failures from it, even for the right password; not elsewhere', async () => {
    const { users, service } = setUp();
    const user = existing(users);
    for (let i = 0; i < 5; i += 1) {
      await expectHttpError(
        login(service, attempt(user.username, 'wrong-pass')),
        401,
        USER_MESSAGES.invalidCredentials,
      );
    }

    await expectHttpError(
      login(service, attempt(user.username.toUpperCase(), 'member123')),
      429,
      'Too many login attempts. Please try again in 15 minutes.',
    );
    expect((await login(service, attempt(user.username, 'member123', '198.51.100.2'))).user.id).toBe(user.id);
  });

  it("lets a browser its owner signed in from before past the account-wide lock others' guesses ran up, not past its own address's", async () => {
    const { clock, users, service } = setUp();
    const wrong = (p: Promise<unknown>) => expectHttpError(p, 401, USER_MESSAGES.invalidCredentials);
    const refused = (p: Promise<unknown>) =>
      expectHttpError(p, 429, 'Too many login attempts. Please try again in 15 minutes.');
    const user = existing(users);
    const other = existing(users);
    const { deviceToken } = await login(service, attempt(user.username, 'member123'));
    const { deviceToken: othersToken } = await login(service, attempt(other.username, 'member123'));
    const guessFromEverywhere = async (network: string) => {
      // From many addresses, each below its own limit, up to the account's.
      for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
        await wrong(login(service, attempt(user.username, 'wrong-pass', `${network}.${i}`)));
      }
    };
    const fromAfar = (token?: string) =>
      service.verifyCredentials(user.username, 'member123', '198.51.100.9', token);
    await guessFromEverywhere('10.9.0');
    await refused(fromAfar());
    await refused(fromAfar(othersToken));
    await refused(fromAfar(`${deviceToken}x`));
    expect((await fromAfar(deviceToken)).user.id).toBe(user.id);

    // Its own address's limit still holds it.
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      await wrong(service.verifyCredentials(user.username, 'wrong-pass', '198.51.100.7', deviceToken));
    }
    await refused(service.verifyCredentials(user.username, 'member123', '198.51.100.7', deviceToken));

    // A token vouches for LOGIN_LIMITS.deviceTokenMaxAgeMs.
    clock.set(new Date(clock.now().getTime() + LOGIN_LIMITS.deviceTokenMaxAgeMs + 1000));
    await guessFromEverywhere('10.8.0');
    await refused(fromAfar(deviceToken));
  });

  it('stops taking a device token once the password it was issued under is changed', async () => {
    const { users, service } = setUp();
    const user = existing(users);
    const { deviceToken } = await login(service, attempt(user.username, 'member123'));
    await service.updateOwnProfile(user.id, { currentPassword: 'member123', newPassword: 'a-new-secret' });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      await expectHttpError(
        login(service, attempt(user.username, 'wrong-pass', `10.9.0.${i}`)),
        401,
        USER_MESSAGES.invalidCredentials,
      );
    }
    await expectHttpError(
      service.verifyCredentials(user.username, 'a-new-secret', '198.51.100.9', deviceToken),
      429,
      'Too many login attempts. Please try again in 15 minutes.',
    );
  });

  it('lets many failures from one address over several accounts slow that address, not lock the others out', async () => {
    // The spacing is waited out in real time, so the turns are taken on the real clock.
    const { users, service } = setUpWith(new SystemClock());
    const admin = existing(users, { isAdmin: true });
    let started = 0;
    for (let i = 0; i < LOGIN_LIMITS.freePerAddress + 10; i += 1) {
      if (i === LOGIN_LIMITS.freePerAddress + 5) started = Date.now();
      await expectHttpError(
        login(service, attempt(`guess${i % 10}`, 'wrong-pass')),
        401,
        USER_MESSAGES.invalidCredentials,
      );
    }

    const result = await login(service, attempt(admin.username, 'member123'));

    expect(result.user).toMatchObject({ id: admin.id, isAdmin: true });
    // The last five turns, the admin's included, come at least one interval (20 ms here) apart.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 20);
  });

  it('counts a wrong current password against the account, and locks the check after 5', async () => {
    const { users, service } = setUp();
    const user = existing(users);
    const change = (currentPassword: string) =>
      service.updateOwnProfile(user.id, { currentPassword, newPassword: 'a-new-secret' });
    for (let i = 0; i < 5; i += 1) {
      await expectHttpError(change('not-it'), 400, USER_MESSAGES.currentPasswordWrong);
    }

    await expectHttpError(
      change('member123'),
      429,
      'Too many wrong current passwords. Please try again in 15 minutes.',
    );
    expect(await users.findById(user.id)).toMatchObject({ passwordHash: 'hashed:member123', authVersion: 1 });
  });

  it('clears the wrong current passwords once the right one is given', async () => {
    const { users, service } = setUp();
    const user = existing(users);
    for (let i = 0; i < 4; i += 1) {
      await expectHttpError(
        service.updateOwnProfile(user.id, { currentPassword: 'not-it', newPassword: 'a-new-secret' }),
        400,
        USER_MESSAGES.currentPasswordWrong,
      );
    }
    await service.updateOwnProfile(user.id, {
      currentPassword: 'member123',
      fullName: 'Maya M',
      email: 'new@example.com',
    });
    for (let i = 0; i < 4; i += 1) {
      await expectHttpError(
        service.updateOwnProfile(user.id, { currentPassword: 'not-it', newPassword: 'a-new-secret' }),
        400,
        USER_MESSAGES.currentPasswordWrong,
      );
    }
  });
});

describe('UsersService: changing the e-mail address', () => {
  it('needs the current password (400) and changes nothing without it', async () => {
    const { users, service } = setUp();
    const user = existing(users, { fullName: 'Kept Name' });

    await expectHttpError(
      service.updateOwnProfile(user.id, { email: 'new@example.com', fullName: 'Other Name' }),
      400,
      USER_MESSAGES.currentPasswordRequiredForEmail,
    );

    expect(await users.findById(user.id)).toMatchObject({ email: user.email, fullName: 'Kept Name' });
    expect(users.updates).toEqual([]);
  });

  it('refuses a wrong current password (400) and changes nothing', async () => {
    const { users, service } = setUp();
    const user = existing(users);

    await expectHttpError(
      service.updateOwnProfile(user.id, { email: 'new@example.com', currentPassword: 'not-it' }),
      400,
      USER_MESSAGES.currentPasswordWrong,
    );

    expect(users.updates).toEqual([]);
  });

  it('changes it with the right current password, and keeps the password and auth version', async () => {
    const { users, service } = setUp();
    const user = existing(users);

    const updated = await service.updateOwnProfile(user.id, {
      email: 'new@example.com',
      currentPassword: 'member123',
    });

    expect(updated.email).toBe('new@example.com');
    expect(await users.findById(user.id)).toMatchObject({ passwordHash: 'hashed:member123', authVersion: 1 });
  });

  it('asks nothing when the address sent is the stored one, in any case', async () => {
    const { users, service } = setUp();
    const user = existing(users, { email: 'maya@example.com' });

    const updated = await service.updateOwnProfile(user.id, {
      email: 'MAYA@example.com',
      fullName: 'Maya M',
    });

    expect(updated).toMatchObject({ email: 'MAYA@example.com', fullName: 'Maya M' });
  });
});
