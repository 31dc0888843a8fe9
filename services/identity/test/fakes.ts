import { Clock } from '@studio/platform';
import { PasswordResetRequestedEvent } from '@studio/contracts';
import { PasswordResetToken } from '../src/password-reset/password-reset-token.entity';
import { PasswordResetRepository } from '../src/password-reset/password-reset.repository';
import { PasswordHasher } from '../src/users/password-hasher';
import { User } from '../src/users/user.entity';
import {
  DuplicateUserError,
  NewUser,
  ProfileFields,
  UserChanges,
  UsersRepository,
} from '../src/users/users.repository';

/** Readable, instant stand-in for scrypt: the "hash" names the password it was made from. */
export class FakePasswordHasher extends PasswordHasher {
  async hash(password: string): Promise<string> {
    return `hashed:${password}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    return stored === `hashed:${password}`;
  }
}

type UsersRepositoryApi = Pick<UsersRepository, keyof UsersRepository>;

/**
 * In-memory users with the real repository's contract: usernames and e-mails unique and matched regardless of
 * case, a new password hash bumps the auth version, a clash on write is a DuplicateUserError.
 */
export class FakeUsersRepository implements UsersRepositoryApi {
  readonly rows: User[] = [];
  readonly updates: Array<{ id: number; changes: UserChanges }> = [];
  private nextId = 1;

  constructor(private readonly clock: Clock) {}

  /** The fake typed as the real repository, for constructing the classes under test. */
  asRepository(): UsersRepository {
    return this as unknown as UsersRepository;
  }

  /** Puts a user straight into the table (a factory for the arrange step). */
  add(fields: Partial<NewUser> & Pick<NewUser, 'username' | 'email'>): User {
    const now = this.clock.now();
    const user = Object.assign(new User(), {
      passwordHash: 'hashed:member123',
      fullName: 'Test Member',
      isAdmin: false,
      phoneNumber: null,
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: false,
      ...fields,
      id: this.nextId++,
      authVersion: 1,
      createdAt: now,
      updatedAt: now,
    });
    this.rows.push(user);
    return user;
  }

  async applyNotificationSettings(
    _em: unknown,
    id: number,
    settings: Pick<User, 'emailNotifications' | 'pushNotifications' | 'smsNotifications' | 'phoneNumber'>,
  ): Promise<void> {
    const user = this.rows.find((row) => row.id === id);
    if (user) Object.assign(user, settings, { updatedAt: this.clock.now() });
  }

  async findById(id: number): Promise<User | null> {
    return this.rows.find((user) => user.id === id) ?? null;
  }

  async matchedName(username: string): Promise<string> {
    return username.toLowerCase();
  }

  async findByUsername(username: string): Promise<User | null> {
    const name = await this.matchedName(username);
    return this.rows.find((user) => user.username.toLowerCase() === name) ?? null;
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.rows.find((user) => user.email.toLowerCase() === email.toLowerCase()) ?? null;
  }

  async listAll(): Promise<User[]> {
    return [...this.rows].sort((a, b) => a.id - b.id);
  }

  async create(fields: NewUser): Promise<User> {
    this.assertUnique(fields);
    return this.add(fields);
  }

  async update(id: number, changes: UserChanges): Promise<User | null> {
    const user = await this.findById(id);
    const profile = user && typeof changes.profile === 'function' ? changes.profile(user) : changes.profile;
    this.updates.push({ id, changes: { ...changes, profile } });
    if (!user) return null;
    this.assertUnique({ ...user, ...profile }, id);
    Object.assign(user, profile ?? {});
    if (changes.passwordHash) {
      user.passwordHash = changes.passwordHash;
      user.authVersion += 1;
    }
    user.updatedAt = this.clock.now();
    return user;
  }

  async setStripeCustomer(_em: unknown, id: number, customerId: string): Promise<void> {
    const user = await this.findById(id);
    if (!user) return;
    user.stripeCustomerId = customerId;
    user.updatedAt = this.clock.now();
  }

  async setAdmin(id: number, isAdmin: boolean): Promise<User | null> {
    const user = await this.findById(id);
    if (!user) return null;
    user.isAdmin = isAdmin;
    user.updatedAt = this.clock.now();
    return user;
  }

  async setAdminBy(
    callerId: number,
    id: number,
    isAdmin: boolean,
  ): Promise<User | null | 'caller-not-admin'> {
    if (!(await this.findById(callerId))?.isAdmin) return 'caller-not-admin';
    return this.setAdmin(id, isAdmin);
  }

  /** What the unique indexes on lower(username) and lower(email) do. */
  private assertUnique(fields: Pick<ProfileFields, 'username' | 'email'>, exceptId?: number): void {
    const others = this.rows.filter((user) => user.id !== exceptId);
    if (others.some((user) => user.username.toLowerCase() === fields.username.toLowerCase()))
      throw new DuplicateUserError('username');
    if (others.some((user) => user.email.toLowerCase() === fields.email.toLowerCase()))
      throw new DuplicateUserError('email');
  }
}

type PasswordResetRepositoryApi = Pick<PasswordResetRepository, keyof PasswordResetRepository>;

/**
 * In-memory reset tokens with the real repository's contract: no more than the limit stored per user since the
 * given time; usable means unused and expiring strictly after now; consuming sets the password, bumps the auth
 * version and retires every open token of the user.
 */
export class FakePasswordResetRepository implements PasswordResetRepositoryApi {
  readonly tokens: PasswordResetToken[] = [];
  /** What went to the outbox together with each token. */
  readonly events: PasswordResetRequestedEvent[] = [];
  private nextId = 1;

  constructor(private readonly users: FakeUsersRepository) {}

  asRepository(): PasswordResetRepository {
    return this as unknown as PasswordResetRepository;
  }

  async createWithinLimit(
    token: Pick<PasswordResetToken, 'userId' | 'tokenHash' | 'expiresAt' | 'createdAt'>,
    event: PasswordResetRequestedEvent,
    limit: number,
    since: Date,
  ): Promise<boolean> {
    const sent = this.tokens.filter((t) => t.userId === token.userId && t.createdAt > since).length;
    if (sent >= limit) return false;
    this.tokens.push(Object.assign(new PasswordResetToken(), { ...token, id: this.nextId++, isUsed: false }));
    this.events.push(event);
    return true;
  }

  async findUsable(tokenHash: string, now: Date): Promise<PasswordResetToken | null> {
    return this.usable(tokenHash, now) ?? null;
  }

  async consume(tokenHash: string, now: Date, passwordHash: string): Promise<User | null> {
    const token = this.usable(tokenHash, now);
    if (!token) return null;
    const user = await this.users.findById(token.userId);
    if (!user) return null;
    user.passwordHash = passwordHash;
    user.authVersion += 1;
    user.updatedAt = now;
    for (const open of this.tokens) if (open.userId === user.id) open.isUsed = true;
    return user;
  }

  private usable(tokenHash: string, now: Date): PasswordResetToken | undefined {
    return this.tokens.find(
      (token) => token.tokenHash === tokenHash && !token.isUsed && token.expiresAt.getTime() > now.getTime(),
    );
  }
}
