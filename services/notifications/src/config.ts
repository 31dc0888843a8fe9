import { IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { PlatformConfig } from '@studio/platform';

export class NotificationsConfig extends PlatformConfig {
  /** SMTP server for e-mail (smtp[s]://user:pass@host:port). Without it e-mails are written to DATA_DIR/mail. */
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsString()
  @MinLength(3, { message: 'SMTP_FROM must be a sender address' })
  SMTP_FROM: string = 'Studio <no-reply@studio.local>';

  /** With the three Twilio settings texts go through Twilio; without them they are only logged. */
  @IsOptional()
  @Matches(/^AC[0-9a-fA-F]{32}$/, { message: 'TWILIO_ACCOUNT_SID must be a Twilio account SID (AC…)' })
  TWILIO_ACCOUNT_SID?: string;

  @ValidateIf((c: NotificationsConfig) => c.TWILIO_ACCOUNT_SID !== undefined)
  @IsString({ message: 'TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID' })
  @MinLength(16, { message: 'TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID' })
  TWILIO_AUTH_TOKEN?: string;

  @ValidateIf((c: NotificationsConfig) => c.TWILIO_ACCOUNT_SID !== undefined)
  @Matches(/^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/, {
    message:
      'TWILIO_FROM must be an E.164 number or a messaging service SID (MG…), required with TWILIO_ACCOUNT_SID',
  })
  TWILIO_FROM?: string;

  /** A Firebase service account (its JSON, or the path of its file). Without it pushes are only logged. */
  @IsOptional()
  @IsString()
  @MinLength(2, { message: 'FIREBASE_CREDENTIALS must be a service account JSON or the path of its file' })
  FIREBASE_CREDENTIALS?: string;

  /** How many times one message is tried before it is left as failed (with back-off between tries). */
  @IsInt()
  @Min(1)
  @Max(20)
  DELIVERY_ATTEMPTS: number = 5;

  /** The most test texts one member may ask for, and one number be sent, in an hour (each costs the studio). */
  @IsInt()
  @Min(1)
  @Max(100)
  TEST_SMS_PER_HOUR: number = 3;

  /**
   * The most test texts the whole studio sends in an hour: accounts cost nothing to open, so the limits per member
   * and per number alone would let one sender text any number of numbers (SMS pumping).
   */
  @IsInt()
  @Min(1)
  @Max(10_000)
  TEST_SMS_STUDIO_PER_HOUR: number = 30;

  /** How often class reminders that are due are looked for (milliseconds). */
  @IsInt()
  @Min(1000)
  @Max(3_600_000)
  REMINDER_SWEEP_MS: number = 60_000;
}
