import { NOTIFICATION_MESSAGES } from '@studio/contracts/browser';

/**
 * Spec §2 "Notification settings panel" and §8 "Notifications and devices", verbatim: the texts the service
 * answers too come from NOTIFICATION_MESSAGES, the panel's own are here.
 */
export const NOTIFICATION_TEXTS = {
  successTitle: 'Success',
  errorTitle: 'Error',
  deviceRegistered: NOTIFICATION_MESSAGES.deviceRegistered,
  deviceDeactivated: NOTIFICATION_MESSAGES.deviceDeactivated,
  allDevicesDeactivated: NOTIFICATION_MESSAGES.allDevicesDeactivated,
  updateFailed: 'Failed to update notification settings',
  registerFailed: 'Failed to register device',
  deactivateFailed: 'Failed to deactivate device',
  deactivateAllFailed: 'Failed to deactivate all devices',
  deviceTokenRequired: NOTIFICATION_MESSAGES.deviceTokenRequired,
  loadDevicesFailed: 'Failed to load device tokens. Please try again.',
  loadSettingsFailed: 'Failed to load notification settings. Please try again.',
  loadingDevices: 'Loading devices...',
  noDevices: 'No devices registered for push notifications',
  phoneHint: 'Format: +1 123-456-7890, required for SMS notifications',
  tokenHint: 'You can find your device token in the settings of the mobile app.',
} as const;
