import { ApiError } from '../../api/http';

/**
 * Spec §2 "Notification settings panel" and §8 "Notifications and devices", verbatim. The server keeps the same
 * texts in NOTIFICATION_MESSAGES (libs/contracts), which @studio/contracts/browser does not export.
 */
export const NOTIFICATION_TEXTS = {
  successTitle: 'Success',
  errorTitle: 'Error',
  settingsUpdated: 'Notification settings updated successfully',
  testSmsSent: 'A test SMS has been sent to your phone.',
  deviceRegistered: 'Device registered successfully for push notifications',
  deviceDeactivated: 'Device deactivated successfully',
  allDevicesDeactivated: 'All devices deactivated successfully',
  updateFailed: 'Failed to update notification settings',
  registerFailed: 'Failed to register device',
  deactivateFailed: 'Failed to deactivate device',
  deactivateAllFailed: 'Failed to deactivate all devices',
  deviceTokenRequired: 'Please enter a device token',
  loadDevicesFailed: 'Failed to load device tokens. Please try again.',
  loadSettingsFailed: 'Failed to load notification settings. Please try again.',
  loadingDevices: 'Loading devices...',
  noDevices: 'No devices registered for push notifications',
  phoneHint: 'Format: +1 123-456-7890, required for SMS notifications',
  tokenHint: 'You can find your device token in the settings of the mobile app.',
} as const;

/** Spec §8: the success toast of a save, with the test SMS sentence appended when one was sent. */
export function settingsSavedText(testSmsSent: boolean): string {
  return testSmsSent
    ? `${NOTIFICATION_TEXTS.settingsUpdated}. ${NOTIFICATION_TEXTS.testSmsSent}`
    : NOTIFICATION_TEXTS.settingsUpdated;
}

/**
 * Spec §8: the server's message, else the step's own text; without any answer from the server (offline), the
 * transport text says so.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.status === 0 ? error.message : fallback);
  return fallback;
}
