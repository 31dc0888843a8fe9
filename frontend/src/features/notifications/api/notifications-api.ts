/** The notification calls of spec §7 ("Payments and devices"), through the typed client. */
import { apiClient, call } from '../../../api/http';
import type { components } from '../../../api/schema';

type Schemas = components['schemas'];
export type NotificationSettings = Schemas['NotificationSettingsDto'];
export type NotificationSettingsUpdate = Schemas['UpdateNotificationSettingsDto'];
export type DeviceToken = Schemas['DeviceTokenDto'];
export type DeviceRegistration = Schemas['RegisterDeviceTokenDto'];

export const NOTIFICATION_SETTINGS_KEY = ['/api/notification-settings'] as const;
export const DEVICE_TOKENS_KEY = ['/api/device-tokens'] as const;

export function fetchNotificationSettings(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/notification-settings', { signal }));
}

export function updateNotificationSettings(body: NotificationSettingsUpdate) {
  return call(() => apiClient.PUT('/api/notification-settings', { body }));
}

export function fetchDeviceTokens(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/device-tokens', { signal }));
}

export function registerDeviceToken(body: DeviceRegistration) {
  return call(() => apiClient.POST('/api/device-tokens/register', { body }));
}

export function deactivateDeviceToken(deviceToken: string) {
  return call(() => apiClient.POST('/api/device-tokens/deactivate', { body: { deviceToken } }));
}

/** Spec §7: the body is the empty object. */
export function deactivateAllDeviceTokens() {
  return call(() => apiClient.POST('/api/device-tokens/deactivate-all', { body: {} }));
}
