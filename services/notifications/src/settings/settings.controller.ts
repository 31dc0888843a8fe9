import { Controller } from '@nestjs/common';
import {
  NOTIFICATIONS_ROUTES as R,
  NotificationSettingsDto,
  NotificationSettingsUpdatedDto,
} from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Serves(R.getNotificationSettings)
  get({ caller }: RouteInput<typeof R.getNotificationSettings>): Promise<NotificationSettingsDto> {
    return this.settings.get(caller);
  }

  @Serves(R.updateNotificationSettings)
  update({
    caller,
    body,
  }: RouteInput<typeof R.updateNotificationSettings>): Promise<NotificationSettingsUpdatedDto> {
    return this.settings.update(caller, body);
  }
}
