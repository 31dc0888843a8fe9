import { ApiError } from '../../api/http';

/**
 * Spec §2 "Notification settings panel" and §8 "Notifications and devices". The success texts are the server's
 * own (`message` of each answer), so they are not repeated here.
 */
export const NOTIFICATION_TEXTS = {
  successTitle: 'Success',
  errorTitle: 'Error',
  updateFailed: 'Failed to update notification settings',
  registerFailed: 'Failed to register device',
  deactivateFailed: 'Failed to deactivate device',
  deactivateAllFailed: 'Failed to deactivate all devices',
  loadDevicesFailed: 'Failed to load device tokens. Please try again.',
  loadSettingsFailed: 'Failed to load notification settings. Please try again.',
  loadingDevices: 'Loading devices...',
  noDevices: 'No devices registered for push notifications',
  phoneHint: 'Format: +1 123-456-7890, required for SMS notifications',
  tokenHint: 'You can find your device token in the settings of the mobile app.',
} as const;

/** Spec §8: the server's message, else the step's own text. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
