import {
  CANCELLATION_WINDOW_HOURS,
  LATE_CANCEL_FEE_CENTS,
  REFUND_BUSINESS_DAYS,
} from '@studio/contracts/browser';
import { formatCents } from '../../lib/money';

const fee = formatCents(LATE_CANCEL_FEE_CENTS);

/** Spec §2 and §8 "Booking": the booking screens' texts. */
export const BOOKING_TEXTS = {
  scheduleNotFound: 'Error: Class schedule not found.',
  alreadyBooked: 'Already Booked: You have already booked this class.',
  notBookable: 'Cannot Book: Booking is only available up to 8.5 hours after a class has started.',
  full: 'This class is full.',
  bookingFailedTitle: 'Booking Failed',
  bookingFailed: 'There was an error creating your booking. Please try again.',
  loadClassTitle: 'Error Loading Class',
  loadClass: "We couldn't load the class information. Please try again.",
  loadConfirmationTitle: 'Error Loading Confirmation',
  loadConfirmation: "We couldn't load your booking. Please try again.",
  cardholderRequiredTitle: 'Missing information',
  cardholderRequired: 'Please enter the cardholder name',
  cancellationFailedTitle: 'Cancellation Failed',
  homeCancellationFailed: 'There was an error cancelling your booking. Please try again.',
  detailsUnavailable: 'Your booking has been cancelled, but we encountered an error displaying details.',
  cancellationPolicy:
    `Cancellation policy: cancel at least ${CANCELLATION_WINDOW_HOURS} hours before the class for a full refund, ` +
    `or your credit back for a credit booking. Card bookings cancelled less than ${CANCELLATION_WINDOW_HOURS} ` +
    `hours before the class carry a ${fee} cancellation fee and the rest is refunded; credit bookings cancelled ` +
    `that late do not get the credit back.`,
  cannotBeUndone: 'Are you sure you want to cancel this booking? This action cannot be undone.',
  feeMayApply:
    `A cancellation fee may apply: cancelling less than ${CANCELLATION_WINDOW_HOURS} hours before the class ` +
    `costs ${fee} for a card booking, and a credit booking does not get its credit back.`,
  quoteChanged:
    `The class is now less than ${CANCELLATION_WINDOW_HOURS} hours away, so the refund has changed. ` +
    'Please check the amounts below and confirm again.',
  refundTiming: `The refund goes automatically to your original payment method within ${REFUND_BUSINESS_DAYS} business days.`,
} as const;

/** 'Cancellation failed: {server text}' (spec §8). */
export function cancellationFailedText(detail: string): string {
  return `Cancellation failed: ${detail}`;
}
