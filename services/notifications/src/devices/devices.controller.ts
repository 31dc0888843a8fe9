import { Controller } from '@nestjs/common';
import { DeviceTokenDto, DeviceTokenMessageDto, NOTIFICATIONS_ROUTES as R } from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { DevicesService } from './devices.service';

@Controller()
export class DevicesController {
  constructor(private readonly devices: DevicesService) {}

  @Serves(R.listDeviceTokens)
  list({ caller }: RouteInput<typeof R.listDeviceTokens>): Promise<DeviceTokenDto[]> {
    return this.devices.list(caller);
  }

  @Serves(R.registerDeviceToken)
  register({ caller, body }: RouteInput<typeof R.registerDeviceToken>): Promise<DeviceTokenDto> {
    return this.devices.register(caller, body);
  }

  @Serves(R.deactivateDeviceToken)
  deactivate({ caller, body }: RouteInput<typeof R.deactivateDeviceToken>): Promise<DeviceTokenMessageDto> {
    return this.devices.deactivate(caller, body.deviceToken);
  }

  @Serves(R.deactivateAllDeviceTokens)
  deactivateAll({ caller }: RouteInput<typeof R.deactivateAllDeviceTokens>): Promise<DeviceTokenMessageDto> {
    return this.devices.deactivateAll(caller);
  }
}
