import {
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { LOGIN_LIMITS, PASSWORD_MIN_LENGTH, RESET_TOKEN_TTL_MINUTES } from '@studio/contracts';
import { PlatformConfig } from '@studio/platform';

export class IdentityConfig extends PlatformConfig {
  /**
   * Where the browser reaches the app; password-reset links start with it. By default the app on this
   * machine at PORT (read when the config is loaded; embedded mode shares one environment).
   */
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'PUBLIC_URL must be an http(s) URL' })
  PUBLIC_URL: string = `http://localhost:${process.env.PORT || 3000}`;

  @IsInt()
  @Min(1)
  @Max(24 * 60)
  RESET_TOKEN_TTL_MINUTES: number = RESET_TOKEN_TTL_MINUTES;

  /** Reset e-mails one account may be sent per hour; further requests get the same answer and send nothing. */
  @IsInt()
  @Min(1)
  @Max(100)
  RESET_EMAILS_PER_HOUR: number = 3;

  /** The longest spacing between the logins of an address past its free failures (milliseconds). */
  @IsInt()
  @Min(0)
  @Max(60_000)
  LOGIN_BACKOFF_MAX_MS: number = LOGIN_LIMITS.backoffMaxMs;

  /** At start-up this user exists and is an admin (created or promoted; an existing password is kept). */
  @IsOptional()
  @IsString()
  @MinLength(3, { message: 'ADMIN_USERNAME must be at least 3 characters' })
  ADMIN_USERNAME?: string;

  @ValidateIf((c: IdentityConfig) => c.ADMIN_USERNAME !== undefined)
  @IsString({ message: 'ADMIN_PASSWORD is required when ADMIN_USERNAME is set' })
  @MinLength(PASSWORD_MIN_LENGTH, {
    message: `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  ADMIN_PASSWORD?: string;

  @ValidateIf((c: IdentityConfig) => c.ADMIN_USERNAME !== undefined)
  @IsEmail(
    {},
    { message: 'ADMIN_EMAIL must be a valid e-mail address (required when ADMIN_USERNAME is set)' },
  )
  ADMIN_EMAIL?: string;
}
