import { Injectable, UnauthorizedException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import {
  AuthenticatedUserDto,
  AuthSnapshotDto,
  IDENTITY_MESSAGES,
  NOTIFICATION_MESSAGES,
  smsWithoutPhone,
  NotificationPreferencesDto,
  REGISTRATION_REFUSED_MESSAGE,
  SavedNotificationPreferencesDto,
  RegisterDto,
  UpdateUserDto,
  UserDto,
} from '@studio/contracts';
import {
  ACCESS_MESSAGES,
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
} from '@studio/platform';
import { AttemptLimits } from '../attempt-limits/attempt-limits.service';
import { DeviceTokens } from './device-tokens';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';
import { toUserDto } from './user.mapper';
import {
  DUPLICATE_USER_MESSAGES,
  DuplicateUserError,
  PROFILE_KEYS,
  ProfileFields,
  UsersRepository,
} from './users.repository';

export const USER_MESSAGES = {
  invalidCredentials: IDENTITY_MESSAGES.invalidCredentials,
  usernameTaken: DUPLICATE_USER_MESSAGES.username,
  emailTaken: DUPLICATE_USER_MESSAGES.email,
  notFound: 'User not found',
  cannotDemoteSelf: 'You cannot remove your own admin privileges',
  currentPasswordRequired: 'Current password is required to change the password',
  currentPasswordRequiredForEmail: 'Current password is required to change the email',
  currentPasswordWrong: 'Current password is incorrect',
} as const;

export type NewAccount = Pick<RegisterDto, 'username' | 'password' | 'email' | 'fullName'> &
  Partial<Pick<RegisterDto, 'phoneNumber' | 'emailNotifications' | 'pushNotifications' | 'smsNotifications'>>;

const PREFERENCE_KEYS = [
  'emailNotifications',
  'pushNotifications',
  'smsNotifications',
  'phoneNumber',
] as const satisfies ReadonlyArray<keyof NotificationPreferencesDto & keyof ProfileFields>;

/** The fields of `input` named in `keys` that it gives a value; any other key stays behind. */
function givenFields<T extends object, K extends keyof T>(input: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(
    keys.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]),
  ) as Partial<Pick<T, K>>;
}

/**
 * The change, unless it would leave SMS on without a phone number to send to (spec §2's panel rule): judged on the
 * stored user, so a number removed while SMS is on, or SMS turned on with none kept, is refused.
 */
function withSmsReachable<C extends Partial<ProfileFields>>(current: ProfileFields, change: C): C {
  assertSmsReachable({ ...current, ...change });
  return change;
}

/** SMS on needs a phone number to send to: at sign-up as at every later change. */
function assertSmsReachable(fields: {
  smsNotifications?: boolean | null;
  phoneNumber?: string | null;
}): void {
  if (smsWithoutPhone(fields)) {
    throw new InvalidError(NOTIFICATION_MESSAGES.phoneRequiredForSms);
  }
}

@Injectable()
export class UsersService {
  /** Checked against when the username is unknown, so that a miss takes as long as a wrong password. */
  private decoyHash?: Promise<string>;

  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly limits: AttemptLimits,
    private readonly devices: DeviceTokens,
  ) {}

  /** The signed-in user, and a device token for the browser that signed in. */
  private signedIn(user: User): AuthenticatedUserDto {
    return { user: toUserDto(user), authVersion: user.authVersion, deviceToken: this.devices.issue(user) };
  }

  /**
   * Self-service registration: never an admin, whatever the payload said. A taken username or e-mail gets
   * one answer that does not say which, and counts against the address.
   */
  async register(input: RegisterDto, address: string): Promise<AuthenticatedUserDto> {
    await this.limits.admitRegistration(address);
    try {
      return this.signedIn(await this.createAccount(input, false));
    } catch (error) {
      if (!(error instanceof DuplicateUserError)) throw error;
      await this.limits.registrationRefused(address);
      throw new ConflictError(REGISTRATION_REFUSED_MESSAGE);
    }
  }

  /** Throws DuplicateUserError for a taken username or e-mail. */
  async createAccount(input: NewAccount, isAdmin: boolean): Promise<User> {
    assertSmsReachable(input);
    await this.assertAvailable({ username: input.username, email: input.email });
    return this.users.create({
      username: input.username,
      passwordHash: await this.hasher.hash(input.password),
      fullName: input.fullName,
      email: input.email,
      phoneNumber: input.phoneNumber ?? null,
      emailNotifications: input.emailNotifications ?? true,
      pushNotifications: input.pushNotifications ?? true,
      smsNotifications: input.smsNotifications ?? false,
      isAdmin,
    });
  }

  async verifyCredentials(
    username: string,
    password: string,
    address: string,
    deviceToken?: string,
  ): Promise<AuthenticatedUserDto> {
    // Counted under the name the account is found by, so that no other spelling of it has limits of its own.
    const account = await this.users.matchedName(username);
    // Read once, before the attempt waits for its turn: a password changed meanwhile bumps the auth version, so a
    // session started from this read ends at its first check.
    const user = await this.users.findByUsername(username);
    const attempt = { username: account, address, knownDevice: this.devices.vouchesFor(deviceToken, user) };
    await this.limits.admitLogin(attempt);
    if (!user) {
      this.decoyHash ??= this.hasher.hash(randomBytes(16).toString('hex'));
      await this.hasher.verify(password, await this.decoyHash);
    }
    if (!user || !(await this.hasher.verify(password, user.passwordHash))) {
      await this.limits.loginFailed(attempt);
      throw new UnauthorizedException(USER_MESSAGES.invalidCredentials);
    }
    await this.limits.loginSucceeded(attempt);
    return this.signedIn(user);
  }

  async authSnapshot(id: number): Promise<AuthSnapshotDto> {
    const user = await this.require(id);
    return { id: user.id, isAdmin: user.isAdmin, authVersion: user.authVersion, user: toUserDto(user) };
  }

  async getUser(id: number): Promise<UserDto> {
    return toUserDto(await this.require(id));
  }

  /**
   * The caller's own profile. A new password or another e-mail address only with the current password, so
   * that a stolen session can neither lock the owner out nor send their reset e-mails elsewhere.
   */
  async updateOwnProfile(id: number, input: UpdateUserDto): Promise<UserDto> {
    const user = await this.require(id);
    const { currentPassword, newPassword } = input;
    // Picked by name, so no other key can reach the stored user, whoever calls this.
    const profile: Partial<ProfileFields> = givenFields(input, PROFILE_KEYS);
    const newEmail = profile.email?.toLowerCase() !== user.email.toLowerCase() ? profile.email : undefined;
    if (newPassword !== undefined) {
      await this.checkCurrentPassword(user, currentPassword, USER_MESSAGES.currentPasswordRequired);
    } else if (newEmail !== undefined) {
      await this.checkCurrentPassword(user, currentPassword, USER_MESSAGES.currentPasswordRequiredForEmail);
    }
    const newUsername = profile.username !== user.username ? profile.username : undefined;
    // Each refusal tells whether a name is taken: counted per account, as sign-up counts them per address.
    if (newUsername !== undefined || newEmail !== undefined) await this.limits.admitProfileChange(id);
    const passwordHash = newPassword === undefined ? undefined : await this.hasher.hash(newPassword);
    try {
      await this.assertAvailable({ username: newUsername, email: newEmail }, id);
      const touchesSms = profile.phoneNumber !== undefined || profile.smsNotifications !== undefined;
      const updated = await this.users.update(id, {
        profile: touchesSms ? (current) => withSmsReachable(current, profile) : profile,
        passwordHash,
      });
      if (!updated) throw new NotFoundError(USER_MESSAGES.notFound);
      return toUserDto(updated);
    } catch (error) {
      if (error instanceof DuplicateUserError) await this.limits.profileChangeRefused(id);
      throw error;
    }
  }

  /**
   * The notification settings panel's save (spec §3 keeps the channels and the phone number on the user): fields
   * left out stay as they are, and SMS on needs a phone number (the panel's rule, spec §2), judged on the user as
   * it stands, as the profile update judges a change of either.
   */
  async updateNotificationPreferences(
    id: number,
    input: NotificationPreferencesDto,
  ): Promise<SavedNotificationPreferencesDto> {
    const preferences = givenFields(input, PREFERENCE_KEYS);
    const updated = await this.users.update(id, {
      profile: (current) => withSmsReachable(current, preferences),
    });
    if (!updated) throw new NotFoundError(USER_MESSAGES.notFound);
    return { user: toUserDto(updated), savedAt: updated.updatedAt.toISOString() };
  }

  async list(): Promise<UserDto[]> {
    return (await this.users.listAll()).map(toUserDto);
  }

  async promote(callerId: number, id: number): Promise<UserDto> {
    return this.setAdmin(callerId, id, true);
  }

  async demote(callerId: number, id: number): Promise<UserDto> {
    if (callerId === id) throw new InvalidError(USER_MESSAGES.cannotDemoteSelf);
    return this.setAdmin(callerId, id, false);
  }

  private async setAdmin(callerId: number, id: number, isAdmin: boolean): Promise<UserDto> {
    const user = await this.users.setAdminBy(callerId, id, isAdmin);
    if (user === 'caller-not-admin') throw new ForbiddenError(ACCESS_MESSAGES.adminRequired);
    if (!user) throw new NotFoundError(USER_MESSAGES.notFound);
    return toUserDto(user);
  }

  private async require(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundError(USER_MESSAGES.notFound);
    return user;
  }

  /** Wrong guesses count against the account, so a stolen session cannot try passwords without end. */
  private async checkCurrentPassword(
    user: User,
    currentPassword: string | undefined,
    missingMessage: string,
  ): Promise<void> {
    if (!currentPassword) throw new InvalidError(missingMessage);
    await this.limits.admitCurrentPassword(user.id);
    if (!(await this.hasher.verify(currentPassword, user.passwordHash))) {
      await this.limits.currentPasswordWrong(user.id);
      throw new InvalidError(USER_MESSAGES.currentPasswordWrong);
    }
    await this.limits.currentPasswordRight(user.id);
  }

  /** Clear 409s before writing; the unique indexes still decide a race (the repository throws the same error). */
  private async assertAvailable(
    wanted: { username?: string; email?: string },
    exceptId?: number,
  ): Promise<void> {
    if (wanted.username !== undefined) {
      const holder = await this.users.findByUsername(wanted.username);
      if (holder && holder.id !== exceptId) throw new DuplicateUserError('username');
    }
    if (wanted.email !== undefined) {
      const holder = await this.users.findByEmail(wanted.email);
      if (holder && holder.id !== exceptId) throw new DuplicateUserError('email');
    }
  }
}
