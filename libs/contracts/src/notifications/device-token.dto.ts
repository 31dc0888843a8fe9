import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SingleLine, Trim } from '../common/validation';
import { DEVICE_TYPES, DeviceType } from '../constants';
import { NOTIFICATION_MESSAGES as M } from './notification-constants';

/**
 * The longest device token stored (notifications keeps it in a unique `varchar(1024)`); FCM and APNs tokens are
 * a few hundred characters at most. A longer one is refused here, not by the database (it was a 500).
 */
export const DEVICE_TOKEN_MAX_LENGTH = 1024;

/** The token first, so that a body missing both fields names the token (spec §8 'Please enter a device token'). */
export class RegisterDeviceTokenDto {
  @ApiProperty({ example: 'fcm-token-from-the-mobile-app' })
  @Trim()
  @SingleLine('deviceToken')
  @MaxLength(DEVICE_TOKEN_MAX_LENGTH, {
    message: `deviceToken must be at most ${DEVICE_TOKEN_MAX_LENGTH} characters`,
  })
  @IsNotEmpty({ message: M.deviceTokenRequired })
  @IsString({ message: M.deviceTokenRequired })
  deviceToken: string;

  @ApiProperty({ enum: DEVICE_TYPES, example: 'ios' })
  @IsIn(DEVICE_TYPES, { message: M.deviceTypeInvalid })
  deviceType: DeviceType;
}

export class DeviceTokenBodyDto extends OmitType(RegisterDeviceTokenDto, ['deviceType'] as const) {}

/** 'Deactivate All' names no device: the body is the empty object of spec §7. */
export class DeactivateAllDevicesDto {}

/** One of the member's active devices for push notifications. */
export class DeviceTokenDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 12, description: 'The member signed in on the device' })
  userId: number;

  @ApiProperty({ example: 'fcm-token-from-the-mobile-app' })
  deviceToken: string;

  @ApiProperty({ enum: DEVICE_TYPES, example: 'ios' })
  deviceType: DeviceType;

  @ApiProperty({ example: true })
  isActive: boolean;

  @ApiProperty({ example: '2026-01-05T18:30:00.000Z' })
  createdAt: string;

  @ApiProperty({ example: '2026-01-05T18:30:00.000Z' })
  lastUsed: string;
}

export class DeviceTokenMessageDto {
  @ApiProperty({ example: 'Device deactivated successfully' })
  message: string;

  @ApiProperty({ example: 1, description: 'How many devices the call deactivated or registered' })
  count: number;
}
