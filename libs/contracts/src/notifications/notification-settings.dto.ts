import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { AllVisible, NullableField, OmittableField, SingleLine } from '../common/validation';
import { PHONE_MAX_LENGTH } from '../constants';
import { IDENTITY_MESSAGES } from '../identity/messages';

/** The member's channels as the notification settings panel shows them. */
export class NotificationSettingsDto {
  @ApiProperty({ example: true })
  emailNotifications: boolean;

  @ApiProperty({ example: true })
  pushNotifications: boolean;

  @ApiProperty({ example: false })
  smsNotifications: boolean;

  /** As the member typed it; texts go to its E.164 form. */
  @ApiProperty({ type: String, nullable: true, example: '(415) 555-0134' })
  phoneNumber: string | null;
}

/**
 * A member's channels and phone number as the settings panel sets them; a field left out stays as it is. Identity
 * keeps them on the user (spec §3), so notifications saves them there (internal).
 */
export class NotificationPreferencesDto {
  @ApiPropertyOptional({ example: true })
  @OmittableField()
  @IsBoolean({ message: 'emailNotifications must be true or false' })
  emailNotifications?: boolean;

  @ApiPropertyOptional({ example: true })
  @OmittableField()
  @IsBoolean({ message: 'pushNotifications must be true or false' })
  pushNotifications?: boolean;

  @ApiPropertyOptional({ example: true })
  @OmittableField()
  @IsBoolean({ message: 'smsNotifications must be true or false' })
  smsNotifications?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+1 415-555-0134' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @NullableField()
  @MaxLength(PHONE_MAX_LENGTH, { message: IDENTITY_MESSAGES.phoneTooLong })
  @AllVisible('Phone number')
  @SingleLine('Phone number')
  @IsString({ message: 'Phone number must be text' })
  phoneNumber?: string | null;
}

/**
 * The settings update (spec §3 "Notification settings payload"). SMS on needs a phone number (one line, kept as
 * typed: spec §5 has no format check; texts go to its E.164 form); `sendTestSms` then texts it once.
 */
export class UpdateNotificationSettingsDto extends NotificationPreferencesDto {
  @ApiPropertyOptional({ example: false, description: 'Text the phone once now (only when SMS is on)' })
  @OmittableField()
  @IsBoolean({ message: 'sendTestSms must be true or false' })
  sendTestSms?: boolean;
}

export class NotificationSettingsUpdatedDto extends NotificationSettingsDto {
  @ApiProperty({ example: false, description: 'Whether a test SMS was sent (queued to the phone)' })
  testSmsSent: boolean;

  @ApiProperty({ example: 'Notification settings updated successfully' })
  message: string;
}
