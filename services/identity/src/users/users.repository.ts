import { Injectable } from '@nestjs/common';
import { LockMode, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { MAX_ID, UserEmailChanged, UserRegistered, UserUpdated } from '@studio/contracts';
import { Clock, ConflictError, Outbox } from '@studio/platform';
import { PasswordResetToken } from '../password-reset/password-reset-token.entity';
import { User } from './user.entity';
import { toEmailChangedEvent, toProfileEvent } from './user.mapper';

export type ProfileFields = Pick<
  User,
  | 'username'
  | 'fullName'
  | 'email'
  | 'phoneNumber'
  | 'emailNotifications'
  | 'pushNotifications'
  | 'smsNotifications'
>;

export type NewUser = ProfileFields & Pick<User, 'passwordHash' | 'isAdmin'>;

export interface UserChanges {
  /** The fields to set, or a function of the user as it stands (read under a lock, so nothing comes between). */
  profile?: Partial<ProfileFields> | ((current: User) => Partial<ProfileFields>);
  /** A new hash also bumps the auth version, ending the user's other sessions (and retires open reset links). */
  passwordHash?: string;
}

export const DUPLICATE_USER_MESSAGES = {
  username: 'Username already exists',
  email: 'Email already registered',
} as const;

/** A username or e-mail that another user has (409). */
export class DuplicateUserError extends ConflictError {
  constructor(readonly field: 'username' | 'email') {
    super(DUPLICATE_USER_MESSAGES[field]);
  }
}

/** An id the integer column can hold; anything else names no user (and must not reach the database). */
function isUserId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_ID;
}

/** The fields a member may change on their own profile: never id, role, auth version or hash. */
export const PROFILE_KEYS = [
  'username',
  'fullName',
  'email',
  'phoneNumber',
  'emailNotifications',
  'pushNotifications',
  'smsNotifications',
] as const satisfies ReadonlyArray<keyof ProfileFields>;

function profileOf(user: User): ProfileFields {
  return Object.fromEntries(PROFILE_KEYS.map((key) => [key, user[key]])) as ProfileFields;
}

function sameProfile(a: ProfileFields, b: ProfileFields): boolean {
  return PROFILE_KEYS.every((key) => a[key] === b[key]);
}

function duplicateField(error: UniqueConstraintViolationException): 'username' | 'email' {
  return error.message.includes('users_email_lower_unique') ? 'email' : 'username';
}

@Injectable()
export class UsersRepository {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  private em(): EntityManager {
    return this.orm.em.fork();
  }

  findById(id: number): Promise<User | null> {
    if (!isUserId(id)) return Promise.resolve(null);
    return this.em().findOne(User, { id });
  }

  /**
   * A username as usernames are matched: PostgreSQL's lower(), which folds some letters otherwise than JavaScript's
   * toLowerCase ('admİn' is 'admin' here, 'admi̇n' there).
   */
  async matchedName(username: string): Promise<string> {
    const [row] = await this.em()
      .getConnection()
      .execute<Array<{ name: string }>>('select lower(?::text) as name', [username]);
    return row.name;
  }

  /** Usernames match regardless of case (unique index on lower(username)); they are kept as typed. */
  findByUsername(username: string): Promise<User | null> {
    return this.em().findOne(User, { [raw('lower(username)')]: raw('lower(?)', [username]) });
  }

  /** E-mail addresses match regardless of case. */
  findByEmail(email: string): Promise<User | null> {
    return this.em().findOne(User, { [raw('lower(email)')]: email.toLowerCase() });
  }

  listAll(): Promise<User[]> {
    return this.em().find(User, {}, { orderBy: { id: 'asc' } });
  }

  /** Inserts the user and announces UserRegistered in the same transaction. */
  async create(fields: NewUser): Promise<User> {
    const now = this.clock.now();
    try {
      const user = await this.em().transactional(async (tx) => {
        const created = tx.create(User, { ...fields, authVersion: 1, createdAt: now, updatedAt: now });
        await tx.flush();
        this.outbox.record(tx, UserRegistered, toProfileEvent(UserRegistered, created, now));
        return created;
      });
      this.outbox.flushSoon();
      return user;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new DuplicateUserError(duplicateField(error));
      throw error;
    }
  }

  /**
   * Applies the changes; a profile change is announced as UserUpdated, and a new e-mail address also as
   * UserEmailChanged (to tell the previous one), in the same transaction. A new password or e-mail address retires
   * the reset links sent before it: one sent to a previous address no longer opens the account.
   */
  async update(id: number, changes: UserChanges): Promise<User | null> {
    if (!isUserId(id)) return null;
    const now = this.clock.now();
    let announced = false;
    try {
      const user = await this.em().transactional(async (tx) => {
        const found = await tx.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!found) return null;
        const before = profileOf(found);
        tx.assign(
          found,
          typeof changes.profile === 'function' ? changes.profile(found) : (changes.profile ?? {}),
        );
        if (changes.passwordHash) {
          found.passwordHash = changes.passwordHash;
          found.authVersion += 1;
        }
        found.updatedAt = now;
        if (!sameProfile(before, profileOf(found))) {
          this.outbox.record(tx, UserUpdated, toProfileEvent(UserUpdated, found, now));
          announced = true;
        }
        const emailChanged = before.email.toLowerCase() !== found.email.toLowerCase();
        if (emailChanged) {
          this.outbox.record(tx, UserEmailChanged, toEmailChangedEvent(found, before.email, now));
        }
        if (emailChanged || changes.passwordHash) {
          await tx.nativeUpdate(PasswordResetToken, { userId: id, isUsed: false }, { isUsed: true });
        }
        return found;
      });
      if (announced) this.outbox.flushSoon();
      return user;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new DuplicateUserError(duplicateField(error));
      throw error;
    }
  }

  /** Billing keeps the first customer it made for a member, so every announcement for one member names the same. */
  async setStripeCustomer(em: EntityManager, id: number, customerId: string): Promise<void> {
    await em.nativeUpdate(User, { id }, { stripeCustomerId: customerId, updatedAt: this.clock.now() });
  }

  /** Makes the start-up's admin account an admin (ADMIN_USERNAME); admins' own role changes go by setAdminBy. */
  async setAdmin(id: number, isAdmin: boolean): Promise<User | null> {
    if (!isUserId(id)) return null;
    const em = this.em();
    const user = await em.findOne(User, { id });
    if (!user) return null;
    user.isAdmin = isAdmin;
    user.updatedAt = this.clock.now();
    await em.flush();
    return user;
  }

  /**
   * Sets a user's role as an admin asks, holding the admin's row and the user's (taken in id order) while it does:
   * the caller must still be an admin once it holds them, so two admins demoting each other at once cannot leave
   * the studio without one. Answers 'caller-not-admin' when the caller no longer is, null when there is no user.
   */
  async setAdminBy(
    callerId: number,
    id: number,
    isAdmin: boolean,
  ): Promise<User | null | 'caller-not-admin'> {
    if (!isUserId(id)) return null;
    return this.em().transactional(async (tx) => {
      const held = await tx.find(
        User,
        { id: { $in: [...new Set([callerId, id])] } },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      if (!held.find((user) => user.id === callerId)?.isAdmin) return 'caller-not-admin';
      const user = held.find((candidate) => candidate.id === id);
      if (!user) return null;
      user.isAdmin = isAdmin;
      user.updatedAt = this.clock.now();
      return user;
    });
  }
}
