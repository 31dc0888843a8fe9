import { IsOptional, IsString, Matches, MinLength } from 'class-validator';
import { PlatformConfig } from '@studio/platform';

export class NotificationsConfig extends PlatformConfig {
  /** SMTP server for e-mail (smtp[s]://user:pass@host:port). Without it e-mails are only written to the delivery log. */
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsString()
  @MinLength(3, { message: 'SMTP_FROM must be a sender address' })
  SMTP_FROM: string = 'Studio <no-reply@studio.local>';
}
