/** A class reminder goes out this long before each booked class (issue 14). */
export const CLASS_REMINDER_LEAD_MINUTES = 120;

/** Spec §8 "Notifications and devices" and the phone rules: the texts the service answers and the panel shows. */
export const NOTIFICATION_MESSAGES = {
  settingsUpdated: 'Notification settings updated successfully',
  testSmsSent: 'A test SMS has been sent to your phone.',
  phoneRequiredForSms: 'A phone number is required for SMS notifications',
  phoneNotE164: 'Please enter the phone number in international format, e.g. +1 123-456-7890',
  deviceTokenRequired: 'Please enter a device token',
  deviceTypeInvalid: 'deviceType must be ios or android',
  deviceRegistered: 'Device registered successfully for push notifications',
  deviceDeactivated: 'Device deactivated successfully',
  allDevicesDeactivated: 'All devices deactivated successfully',
  deviceNotFound: 'Device not found',
} as const;

/**
 * A phone number in E.164 form (`+14155550134`), from what a person types: spaces, dashes, dots and brackets
 * are dropped. Null when what is left is not E.164.
 */
export function toE164(phone: string): string | null {
  const compact = phone.replace(/[\s\-().]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}
