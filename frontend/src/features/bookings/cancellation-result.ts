import { BookingMessages, CANCELLATION_WINDOW_HOURS, REFUND_BUSINESS_DAYS } from '@studio/contracts/browser';
import type { CancellationResult } from './api/bookings-api';
import { formatDollars } from '../../lib/money';
import { BOOKING_TEXTS } from './booking-texts';

export interface ResultMessage {
  title: string;
  description: string;
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Spec §4 "Cancellation flow": what the member is told once a booking is cancelled. */
export function cancellationMessage(result: CancellationResult): ResultMessage {
  const title = 'Booking Cancelled';
  if (!isAmount(result.refundAmount) || !isAmount(result.cancellationFee)) {
    return { title, description: BOOKING_TEXTS.detailsUnavailable };
  }
  if (result.usedCredits) {
    if (result.creditReturned)
      return { title, description: 'Your class credit has been returned to your membership.' };
    return {
      title,
      description: result.isFullRefund
        ? BookingMessages.creditPeriodEnded
        : `Cancelled less than ${CANCELLATION_WINDOW_HOURS} hours before the class, so the credit is not returned.`,
    };
  }
  if (result.isFullRefund) {
    return {
      title,
      description: `A full refund of ${formatDollars(result.refundAmount)} will reach your original payment method in ${REFUND_BUSINESS_DAYS} business days.`,
    };
  }
  const fee = `A ${formatDollars(result.cancellationFee)} cancellation fee applies.`;
  return {
    title,
    description:
      result.refundAmount > 0
        ? `${fee} The remaining ${formatDollars(result.refundAmount)} will reach your original payment method in ${REFUND_BUSINESS_DAYS} business days.`
        : `${fee} ${BookingMessages.nothingToRefund}`,
  };
}
