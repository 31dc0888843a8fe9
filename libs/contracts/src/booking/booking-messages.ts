import { CHARGE_MAX_CENTS, LATE_CANCEL_FEE_CENTS, REFUND_BUSINESS_DAYS } from '../constants';

/**
 * What the booking service answers when it says no. The screens show the message after the spec's titles
 * (spec §8: 'Error: Class schedule not found.', 'Already Booked: You have already booked this class.',
 * 'Cannot Book: Booking is only available up to 8.5 hours after a class has started.').
 */
export const BookingMessages = {
  scheduleNotFound: 'Class schedule not found.',
  scheduleCancelled: 'This class has been cancelled.',
  alreadyBooked: 'You have already booked this class.',
  full: 'This class is full.',
  notBookable: 'Booking is only available up to 8.5 hours after a class has started.',
  bookingNotFound: 'Booking not found.',
  alreadyCancelled: 'This booking is already cancelled.',
  pastBooking: 'A past booking cannot be cancelled.',
  cardNeedsAuthentication:
    'This card needs an extra authentication step that booking cannot do. Please use another card.',
  inProgress: 'This booking is still being processed. Please try again in a moment.',
  priceChanged: 'The price of this class has changed. Please review the new price and book again.',
  expectedTotalInvalid: `expectedTotalPrice must be an amount in dollars from 0 to ${CHARGE_MAX_CENTS / 100} with at most two decimals`,
  idempotencyKeyReused: 'This idempotency key was already used for a different booking request.',
  scheduleIdInvalid: 'scheduleId must be a positive whole number',
  useCreditsInvalid: 'useCredits must be true or false',
  paymentMethodRequired: 'Choose a card to pay with',
  paymentMethodInvalid: 'paymentMethodId must be a card id of at most 255 characters',
  statusInvalid: 'status must be confirmed, pending or cancelled',
  scheduleIdsInvalid: 'scheduleIds must be comma-separated positive whole numbers',
  calendarTokenInvalid: 'This calendar link is not valid.',
  /** After a late fee that takes the whole payment: the member's result and the cancellation notice say it alike. */
  nothingToRefund: 'Nothing is left to refund.',
  /** A credit booking cancelled early whose credit has nowhere to go back to. */
  creditPeriodEnded:
    'The class credit was not returned, as the credit period it was spent in has ended (credits reset every 30 days).',
  refundPolicy: `Cancel at least 24 hours before the class for a full refund (or your credit back). Later, card bookings pay a $${LATE_CANCEL_FEE_CENTS / 100} cancellation fee and credit bookings lose the credit. Refunds reach the original payment method in ${REFUND_BUSINESS_DAYS} business days.`,
} as const;
