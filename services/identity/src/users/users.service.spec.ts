import { ArgumentMetadata, HttpException } from '@nestjs/common';
import { RegisterDto, UpdateUserDto } from '@studio/contracts';
import { createValidationPipe, FixedClock } from '@studio/platform';
import { unique } from '@studio/platform/testing';
import { FakePasswordHasher, FakeUsersRepository } from '../../test/fakes';
import { User } from './user.entity';
import { USER_MESSAGES, UsersService } from './users.service';

function setUp() {
  const clock = new FixedClock(new Date('2026-03-02T17:00:00.000Z'));
  const users = new FakeUsersRepository(clock);
  const service = new UsersService(users.asRepository(), new FakePasswordHasher());
  return { clock, users, service };
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

async function expectHttpError(promise: Promise<unknown>, status: number, message: string): Promise<void> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(HttpException);
  expect({ status: (error as HttpException).getStatus(), message: (error as HttpException).message }).toEqual(
    {
      status,
      message,
    },
  );
}

describe('UsersService: registration', () => {
  it('creates a member that is never an admin, even when the payload says isAdmin', async () => {
    const { users, service } = setUp();
    const payload = { ...registration(), isAdmin: true } as RegisterDto;

    const result = await service.register(payload);

    expect(result.user.isAdmin).toBe(false);
    expect((await users.findById(result.user.id))?.isAdmin).toBe(false);
    expect(result.authVersion).toBe(1);
  });

  it('stores the hash of the password, never the password itself', async () => {
    const { users, service } = setUp();
    const result = await service.register(registration({ password: 'member123' }));

    expect((await users.findById(result.user.id))?.passwordHash).toBe('hashed:member123');
  });

  it('applies the notification defaults (e-mail and push on, SMS off) and no phone number', async () => {
    const { service } = setUp();
    const { user } = await service.register(registration());

    expect(user).toMatchObject({
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: false,
      phoneNumber: null,
    });
  });

  it('rejects a username that is taken, in any case, with 409 "Username already exists"', async () => {
    const { users, service } = setUp();
    const taken = existing(users, { username: 'MayaMember' });

    for (const username of ['MayaMember', 'mayamember', 'MAYAMEMBER']) {
      await expectHttpError(service.register(registration({ username })), 409, USER_MESSAGES.usernameTaken);
    }
    expect(users.rows).toEqual([taken]);
  });

  it('rejects an e-mail that is registered, in any case, with 409 "Email already registered"', async () => {
    const { users, service } = setUp();
    const taken = existing(users, { email: 'Maya@Example.com' });

    for (const email of ['Maya@Example.com', 'maya@example.com', 'MAYA@EXAMPLE.COM']) {
      await expectHttpError(service.register(registration({ email })), 409, USER_MESSAGES.emailTaken);
    }
    expect(users.rows).toEqual([taken]);
  });

  it('words a clash the database reports on write (a race) as the same 409', async () => {
    const { users, service } = setUp();
    const first = registration();
    jest.spyOn(users, 'findByUsername').mockResolvedValueOnce(null);
    existing(users, { username: first.username.toUpperCase() });

    await expectHttpError(service.register(first), 409, USER_MESSAGES.usernameTaken);
  });
});

describe('UsersService: own profile update', () => {
  it('changes the given profile fields and leaves the others as they were', async () => {
    const { users, service } = setUp();
    const user = existing(users, { fullName: 'Old Name', smsNotifications: false });

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
      service.updateOwnProfile(user.id, { email: 'TAKEN@example.com' }),
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
    const member = existing(users, { isAdmin: false });

    expect((await service.promote(member.id)).isAdmin).toBe(true);
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

    await expectHttpError(service.promote(999), 404, USER_MESSAGES.notFound);
    await expectHttpError(service.demote(admin.id, 999), 404, USER_MESSAGES.notFound);
  });
});
