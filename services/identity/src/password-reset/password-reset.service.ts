import { Injectable, Logger } from '@nestjs/common';
import {
  AuthMessageDto,
  createEvent,
  PASSWORD_RESET_MESSAGES,
  PasswordResetRequested,
  TokenValidationDto,
} from '@studio/contracts';
import { Clock, InvalidError } from '@studio/platform';
import { AttemptLimits } from '../attempt-limits/attempt-limits.service';
import { IdentityConfig } from '../config';
import { PasswordHasher } from '../users/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { PasswordResetRepository } from './password-reset.repository';
import { generateResetToken, hashResetToken } from './reset-token';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly tokens: PasswordResetRepository,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly limits: AttemptLimits,
    private readonly clock: Clock,
    private readonly config: IdentityConfig,
  ) {}

  /**
   * Answers the same whether or not the address is known, so it tells nobody who has an account; and sends
   * at most RESET_EMAILS_PER_HOUR to one account, so nobody's inbox can be flooded through this form.
   */
  async requestReset(email: string): Promise<AuthMessageDto> {
    const user = await this.users.findByEmail(email);
    if (user) {
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + this.config.RESET_TOKEN_TTL_MINUTES * 60_000);
      const { token, tokenHash } = generateResetToken();
      const resetUrl = `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/reset-password?token=${token}`;
      const sent = await this.tokens.createWithinLimit(
        { userId: user.id, tokenHash, expiresAt, createdAt: now },
        createEvent(
          PasswordResetRequested,
          {
            userId: user.id,
            email: user.email,
            resetUrl,
            expiresAt: expiresAt.toISOString(),
          },
          now,
        ),
        this.config.RESET_EMAILS_PER_HOUR,
        new Date(now.getTime() - 3_600_000),
      );
      if (!sent) this.logger.warn(`reset e-mail limit reached for user ${user.id}`);
    }
    return { message: PASSWORD_RESET_MESSAGES.requested };
  }

  async validate(token: string): Promise<TokenValidationDto> {
    const found = await this.tokens.findUsable(hashResetToken(token), this.clock.now());
    return found
      ? { valid: true, message: PASSWORD_RESET_MESSAGES.tokenValid }
      : { valid: false, message: PASSWORD_RESET_MESSAGES.tokenInvalid };
  }

  async reset(token: string, newPassword: string): Promise<AuthMessageDto> {
    const passwordHash = await this.hasher.hash(newPassword);
    const user = await this.tokens.consume(hashResetToken(token), this.clock.now(), passwordHash);
    if (!user) throw new InvalidError(PASSWORD_RESET_MESSAGES.tokenInvalid);
    await this.limits.passwordReset(await this.users.matchedName(user.username));
    return { message: PASSWORD_RESET_MESSAGES.done };
  }
}
