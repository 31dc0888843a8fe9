import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import {
  AuthenticatedUserDto,
  AuthSnapshotDto,
  RegisterDto,
  UpdateUserDto,
  UserDto,
} from '@studio/contracts';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';
import { toUserDto } from './user.mapper';
import { DuplicateUserError, PROFILE_KEYS, ProfileFields, UsersRepository } from './users.repository';

export const USER_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already exists',
  emailTaken: 'Email already registered',
  notFound: 'User not found',
  cannotDemoteSelf: 'You cannot remove your own admin privileges',
  currentPasswordRequired: 'Current password is required to change the password',
  currentPasswordWrong: 'Current password is incorrect',
} as const;

export type NewAccount = Pick<RegisterDto, 'username' | 'password' | 'email' | 'fullName'> &
  Partial<Pick<RegisterDto, 'phoneNumber' | 'emailNotifications' | 'pushNotifications' | 'smsNotifications'>>;

function authenticated(user: User): AuthenticatedUserDto {
  return { user: toUserDto(user), authVersion: user.authVersion };
}

@Injectable()
export class UsersService {
  /** Checked against when the username is unknown, so that a miss takes as long as a wrong password. */
  private decoyHash?: Promise<string>;

  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Self-service registration: never an admin, whatever the payload said. */
  async register(input: RegisterDto): Promise<AuthenticatedUserDto> {
    return authenticated(await this.createAccount(input, false));
  }

  async createAccount(input: NewAccount, isAdmin: boolean): Promise<User> {
    await this.assertAvailable({ username: input.username, email: input.email });
    try {
      return await this.users.create({
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
    } catch (error) {
      throw this.translate(error);
    }
  }

  async verifyCredentials(username: string, password: string): Promise<AuthenticatedUserDto> {
    const user = await this.users.findByUsername(username);
    if (!user) {
      this.decoyHash ??= this.hasher.hash(randomBytes(16).toString('hex'));
      await this.hasher.verify(password, await this.decoyHash);
      throw new UnauthorizedException(USER_MESSAGES.invalidCredentials);
    }
    if (!(await this.hasher.verify(password, user.passwordHash))) {
      throw new UnauthorizedException(USER_MESSAGES.invalidCredentials);
    }
    return authenticated(user);
  }

  async authSnapshot(id: number): Promise<AuthSnapshotDto> {
    const user = await this.require(id);
    return { id: user.id, isAdmin: user.isAdmin, authVersion: user.authVersion };
  }

  async getUser(id: number): Promise<UserDto> {
    return toUserDto(await this.require(id));
  }

  /** The caller's own profile; the password only together with the current one. */
  async updateOwnProfile(id: number, input: UpdateUserDto): Promise<UserDto> {
    const user = await this.require(id);
    const { currentPassword, newPassword } = input;
    // Picked by name, so no other key can reach the stored user, whoever calls this.
    const profile: Partial<ProfileFields> = Object.fromEntries(
      PROFILE_KEYS.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]),
    );
    let passwordHash: string | undefined;
    if (newPassword !== undefined) {
      if (!currentPassword) throw new BadRequestException(USER_MESSAGES.currentPasswordRequired);
      if (!(await this.hasher.verify(currentPassword, user.passwordHash))) {
        throw new BadRequestException(USER_MESSAGES.currentPasswordWrong);
      }
      passwordHash = await this.hasher.hash(newPassword);
    }
    await this.assertAvailable(
      {
        username: profile.username !== user.username ? profile.username : undefined,
        email: profile.email?.toLowerCase() !== user.email.toLowerCase() ? profile.email : undefined,
      },
      id,
    );
    try {
      const updated = await this.users.update(id, { profile, passwordHash });
      if (!updated) throw new NotFoundException(USER_MESSAGES.notFound);
      return toUserDto(updated);
    } catch (error) {
      throw this.translate(error);
    }
  }

  async list(): Promise<UserDto[]> {
    return (await this.users.listAll()).map(toUserDto);
  }

  async promote(id: number): Promise<UserDto> {
    return this.setAdmin(id, true);
  }

  async demote(callerId: number, id: number): Promise<UserDto> {
    if (callerId === id) throw new BadRequestException(USER_MESSAGES.cannotDemoteSelf);
    return this.setAdmin(id, false);
  }

  private async setAdmin(id: number, isAdmin: boolean): Promise<UserDto> {
    const user = await this.users.setAdmin(id, isAdmin);
    if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
    return toUserDto(user);
  }

  private async require(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
    return user;
  }

  /** Clear 409s before writing; the unique indexes still decide a race, and translate() words that too. */
  private async assertAvailable(
    wanted: { username?: string; email?: string },
    exceptId?: number,
  ): Promise<void> {
    if (wanted.username !== undefined) {
      const holder = await this.users.findByUsername(wanted.username);
      if (holder && holder.id !== exceptId) throw new ConflictException(USER_MESSAGES.usernameTaken);
    }
    if (wanted.email !== undefined) {
      const holder = await this.users.findByEmail(wanted.email);
      if (holder && holder.id !== exceptId) throw new ConflictException(USER_MESSAGES.emailTaken);
    }
  }

  private translate(error: unknown): unknown {
    if (error instanceof DuplicateUserError) {
      return new ConflictException(
        error.field === 'email' ? USER_MESSAGES.emailTaken : USER_MESSAGES.usernameTaken,
      );
    }
    return error;
  }
}
