import { Injectable } from '@nestjs/common';
import {
  DeviceTokenDto,
  DeviceTokenMessageDto,
  NOTIFICATION_MESSAGES as M,
  RegisterDeviceTokenDto,
} from '@studio/contracts';
import { Caller, Clock, ConflictError, NotFoundError } from '@studio/platform';
import { DeviceRow, DevicesRepository } from './devices.repository';

function toDto(row: DeviceRow): DeviceTokenDto {
  return {
    id: row.id,
    userId: row.userId,
    deviceToken: row.deviceToken,
    deviceType: row.deviceType,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastUsed: row.lastUsed.toISOString(),
  };
}

@Injectable()
export class DevicesService {
  constructor(
    private readonly devices: DevicesRepository,
    private readonly clock: Clock,
  ) {}

  async list(caller: Caller): Promise<DeviceTokenDto[]> {
    return (await this.devices.listActive([caller.userId])).map(toDto);
  }

  async register(caller: Caller, body: RegisterDeviceTokenDto): Promise<DeviceTokenDto> {
    const row = await this.devices.register(
      caller.userId,
      body.deviceToken,
      body.deviceType,
      this.clock.now(),
    );
    if (!row) throw new ConflictError(M.deviceOfAnotherMember);
    return toDto(row);
  }

  /** Another member's token, an unknown one and one already inactive all answer 404 and change nothing. */
  async deactivate(caller: Caller, token: string): Promise<DeviceTokenMessageDto> {
    const count = await this.devices.deactivate(caller.userId, token);
    if (count === 0) throw new NotFoundError(M.deviceNotFound);
    return { message: M.deviceDeactivated, count };
  }

  async deactivateAll(caller: Caller): Promise<DeviceTokenMessageDto> {
    return { message: M.allDevicesDeactivated, count: await this.devices.deactivateAll(caller.userId) };
  }
}
