import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OmittableField, Trim } from '../common/validation';

export const DELIVERY_CHANNELS = ['email', 'sms', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/** sent: handed to the provider; failed: the provider refused; logged: written here only (no provider set up). */
export const DELIVERY_STATUSES = ['sent', 'failed', 'logged'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const RECIPIENT_MESSAGE = 'recipient must be an e-mail address, a phone number (+14155550134) or device #id';

export const DELIVERY_LIST_DEFAULT = 50;
export const DELIVERY_LIST_MAX = 200;

export class DeliveryQueryDto {
  @ApiProperty({
    example: 'maya@example.com',
    description: 'An e-mail address, an E.164 phone number or `device #id`',
  })
  @Trim()
  @Matches(/^([^\s@]+@[^\s@]+|\+[1-9]\d{7,14}|device #\d+)$/, { message: RECIPIENT_MESSAGE })
  @MaxLength(320, { message: RECIPIENT_MESSAGE })
  @IsString({ message: RECIPIENT_MESSAGE })
  recipient: string;

  @ApiPropertyOptional({ default: DELIVERY_LIST_DEFAULT, maximum: DELIVERY_LIST_MAX, type: 'integer' })
  @OmittableField()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${DELIVERY_LIST_MAX}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${DELIVERY_LIST_MAX}` })
  @Max(DELIVERY_LIST_MAX, { message: `limit must be a whole number from 1 to ${DELIVERY_LIST_MAX}` })
  limit?: number;
}

/** One message of the delivery log; secrets in it (reset links) are redacted. */
export class DeliveryDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ type: Number, nullable: true, example: 12 })
  userId: number | null;

  @ApiProperty({ enum: DELIVERY_CHANNELS, example: 'email' })
  channel: DeliveryChannel;

  @ApiProperty({ example: 'maya@example.com', description: 'The e-mail, the phone number or `device #id`' })
  recipient: string;

  @ApiProperty({ example: 'password-reset' })
  kind: string;

  @ApiProperty({ example: 1, description: 'Which try of this message the row records' })
  attempt: number;

  @ApiProperty({ example: 'Reset your password' })
  subject: string;

  @ApiProperty({ example: 'Hi Maya, ... /reset-password?token=[redacted] ...' })
  body: string;

  @ApiProperty({ enum: DELIVERY_STATUSES, example: 'logged' })
  status: DeliveryStatus;

  @ApiProperty({ type: String, nullable: true, example: null })
  error: string | null;

  @ApiProperty({ type: String, nullable: true, example: '0d9f3a52-6a0e-4c1b-9a43-5f1d2b7c8e90' })
  eventId: string | null;

  @ApiProperty({ example: '2026-01-05T18:30:00.000Z' })
  createdAt: string;
}
