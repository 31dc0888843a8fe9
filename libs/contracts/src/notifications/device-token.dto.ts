import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../common/validation';
import { DEVICE_TYPES, DeviceType } from '../constants';
import { NOTIFICATION_MESSAGES as M } from './notification-constants';

/**
 * The longest device token stored (notifications keeps it in a unique `varchar(1024)`); FCM and APNs tokens are
 * a few hundred characters at most. A longer one is refused here, not by the database (it was a 500).
 */
export const DEVICE_TOKEN_MAX_LENGTH = 1024;

/** The token a device registers with; its rules, in the order they are told (a missing token first). */
function DeviceTokenField(): PropertyDecorator {
  const stacked: PropertyDecorator[] = [
    ApiProperty({ example: 'fcm-token-from-the-mobile-app' }),
    Trim(),
    MaxLength(DEVICE_TOKEN_MAX_LENGTH, {
      message: `deviceToken must be at most ${DEVICE_TOKEN_MAX_LENGTH} characters`,
    }),
    IsNotEmpty({ message: M.deviceTokenRequired }),
    IsString({ message: M.deviceTokenRequired }),
  ];
  // Applied as the same decorators written above a property would be: the one nearest the property first.
  return (target, key) => [...stacked].reverse().forEach((decorate) => decorate(target, key));
}

export class DeviceTokenBodyDto {
  @DeviceTokenField()
  deviceToken: string;
}

/** Its own class, not an extension of DeviceTokenBodyDto, so that a body missing both names the token first. */
export class RegisterDeviceTokenDto {
  @DeviceTokenField()
  deviceToken: string;

  @ApiProperty({ enum: DEVICE_TYPES, example: 'ios' })
  @IsIn(DEVICE_TYPES, { message: M.deviceTypeInvalid })
  deviceType: DeviceType;
}

/** One of the member's active devices for push notifications. */
export class DeviceTokenDto {
  @ApiProperty({ example: 3 })
  id: number;

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
