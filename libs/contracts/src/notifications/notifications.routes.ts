import { defineRoutes } from '../routes/route-definition';
import { DeliveryDto, DeliveryQueryDto } from './delivery.dto';
import {
  DeactivateAllDevicesDto,
  DeviceTokenBodyDto,
  DeviceTokenDto,
  DeviceTokenMessageDto,
  RegisterDeviceTokenDto,
} from './device-token.dto';
import {
  NotificationSettingsDto,
  NotificationSettingsUpdatedDto,
  UpdateNotificationSettingsDto,
} from './notification-settings.dto';

const service = 'notifications';
const tag = 'notifications';

export const NOTIFICATIONS_ROUTES = defineRoutes('notifications', {
  listDeliveries: {
    method: 'GET',
    path: 'admin/deliveries',
    service,
    access: 'admin',
    tag: 'Admin: notifications',
    summary: 'The delivery log of one recipient, newest first (reset links redacted)',
    query: DeliveryQueryDto,
    response: [DeliveryDto],
  },
  getNotificationSettings: {
    method: 'GET',
    path: 'notification-settings',
    service,
    access: 'member',
    tag,
    summary: "The signed-in member's e-mail, push and SMS settings and phone number",
    response: NotificationSettingsDto,
  },
  updateNotificationSettings: {
    method: 'PUT',
    path: 'notification-settings',
    service,
    access: 'member',
    tag,
    summary:
      "Change one's notification settings; SMS on needs a phone number (kept as typed; texts go to its E.164 form, and a number that has none is told on sendTestSms), sendTestSms texts it once",
    body: UpdateNotificationSettingsDto,
    response: NotificationSettingsUpdatedDto,
    alsoChanges: 'identity',
  },
  listDeviceTokens: {
    method: 'GET',
    path: 'device-tokens',
    service,
    access: 'member',
    tag,
    summary: "The signed-in member's active devices for push notifications, last used first",
    response: [DeviceTokenDto],
  },
  registerDeviceToken: {
    method: 'POST',
    path: 'device-tokens/register',
    service,
    access: 'member',
    tag,
    summary:
      "Register a device for push notifications: a token already known moves to this member once its owner has deactivated it; another member's active device answers 409",
    body: RegisterDeviceTokenDto,
    response: DeviceTokenDto,
    status: 201,
    errors: [409],
  },
  deactivateDeviceToken: {
    method: 'POST',
    path: 'device-tokens/deactivate',
    service,
    access: 'member',
    tag,
    summary: "Stop push notifications to one of one's devices",
    body: DeviceTokenBodyDto,
    response: DeviceTokenMessageDto,
    errors: [404],
  },
  deactivateAllDeviceTokens: {
    method: 'POST',
    path: 'device-tokens/deactivate-all',
    service,
    access: 'member',
    tag,
    summary: "Stop push notifications to all of one's devices",
    body: DeactivateAllDevicesDto,
    response: DeviceTokenMessageDto,
  },
});
