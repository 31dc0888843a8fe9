/**
 * What the browser shares with the services: the business constants, the studio-time rules and the
 * validation texts. Only dayjs behind it, so the frontend bundles it without the server-side decorators.
 */
export * from './constants';
export * from './time/studio-time';
export * from './page-data';
export * from './app-paths';
export { centsToDollars, dollarsToCents, isWholeCents, withTaxCents } from './money/money';
export { IDENTITY_MESSAGES } from './identity/messages';
export { NOTIFICATION_MESSAGES, smsWithoutPhone, toE164 } from './notifications/notification-constants';
export { FitnessMessages } from './fitness/fitness-messages';
export { CatalogMessages, CLASS_IMAGE_MAX_KB, SETTING_VALUE_MAX_LENGTH } from './catalog/catalog-messages';
export { isClassImageData } from './catalog/class-image-data';
export { BillingMessages } from './billing/billing-messages';
export { membershipUsableAt } from './billing/membership-usable';
export { BookingMessages } from './booking/booking-messages';
export {
  TEST_CARDS,
  findTestCard,
  looksLikeCardNumber,
  type TestCard,
  type TestCardOutcome,
} from './billing/test-cards';
