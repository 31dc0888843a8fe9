/** A class reminder goes out this long before each booked class (issue 14). */
export const CLASS_REMINDER_LEAD_MINUTES = 120;

/**
 * Whether SMS notifications would be on with no phone number to send to (spec §2's panel rule): refused at sign-up
 * and at every later change (identity), and asked for by the registration form before it is sent.
 */
export function smsWithoutPhone(fields: {
  smsNotifications?: boolean | null;
  phoneNumber?: string | null;
}): boolean {
  return Boolean(fields.smsNotifications) && !fields.phoneNumber?.trim();
}

/** Spec §8 "Notifications and devices" and the phone rules: the texts the service answers and the panel shows. */
export const NOTIFICATION_MESSAGES = {
  settingsUpdated: 'Notification settings updated successfully',
  testSmsSent: 'A test SMS has been sent to your phone.',
  testSmsNotSent: 'No test SMS was sent: this phone number cannot receive texts.',
  testSmsLimited: 'No test SMS was sent: enough have been sent lately. Please try again in an hour.',
  phoneRequiredForSms: 'A phone number is required for SMS notifications',
  deviceTokenRequired: 'Please enter a device token',
  deviceTypeInvalid: 'deviceType must be ios or android',
  deviceRegistered: 'Device registered successfully for push notifications',
  deviceDeactivated: 'Device deactivated successfully',
  allDevicesDeactivated: 'All devices deactivated successfully',
  deviceNotFound: 'Device not found',
  deviceOfAnotherMember: 'This device is registered to another account. Deactivate it there first.',
} as const;

/**
 * The number to text, in E.164 form (`+14155550134`), from a phone number as the member typed it (spec §5 checks
 * no format): spaces, dashes, dots and brackets are dropped, and a number without a country code is taken as
 * North American (the studio's), ten digits or eleven starting with 1. Null when it cannot be dialled.
 */
export function toE164(phone: string): string | null {
  const compact = phone.replace(/[\s\-().]/g, '');
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  const national = /^1?([2-9]\d{9})$/.exec(compact);
  return national ? `+1${national[1]}` : null;
}
