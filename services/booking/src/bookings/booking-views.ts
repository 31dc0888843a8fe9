import {
  AdminBookingDto,
  BookingCancelled,
  BookingCancelledEvent,
  BookingConfirmed,
  BookingConfirmedEvent,
  BookingDto,
  BookingRescheduled,
  BookingRescheduledEvent,
  BookingMessages,
  CancellationOutcome,
  CancellationResultDto,
  centsToDollars,
  createEvent,
  remainingSpots,
} from '@studio/contracts';
import type { AdminBookingRow, BookingRow } from './booking-row';

/** A booking as the member's screens read it (spec §3): amounts in dollars, times in ISO UTC. */
export function toBookingDto(row: BookingRow): BookingDto {
  const dto: BookingDto = {
    id: row.id,
    bookingId: row.id,
    userId: row.user_id,
    scheduleId: row.schedule_id,
    bookingDate: row.booked_at.toISOString(),
    status: row.status,
    paymentStatus: row.payment_status,
    totalPrice: centsToDollars(row.total_price_cents),
    usedCredits: row.used_credits,
    schedule: {
      id: row.schedule_id,
      startTime: row.start_time.toISOString(),
      endTime: row.end_time.toISOString(),
      isCancelled: row.is_cancelled,
      remainingSpots: remainingSpots(row.capacity, row.booked),
      class: {
        id: row.class_id,
        name: row.class_name,
        trainer: row.trainer_name === null ? null : { name: row.trainer_name },
      },
    },
  };
  if (row.payment_id) dto.stripePaymentIntentId = row.payment_id;
  if (row.cancelled_at) dto.cancelledAt = row.cancelled_at.toISOString();
  return dto;
}

export function toAdminBookingDto(row: AdminBookingRow): AdminBookingDto {
  return {
    ...toBookingDto(row),
    user: row.full_name === null || row.email === null ? null : { fullName: row.full_name, email: row.email },
  };
}

/**
 * When the studio cancels: the card payment back in full, or the credit back, however close to the class; a credit
 * only where billing can still take it (`creditReturnable`: not once its membership or credit period has ended).
 */
export function fullReturnOf(row: BookingRow, creditReturnable = true): CancellationOutcome {
  return {
    isFullRefund: true,
    refundCents: row.used_credits ? 0 : row.total_price_cents,
    feeCents: 0,
    creditReturned: row.used_credits && creditReturnable,
  };
}

export function toCancellationResult(row: BookingRow, outcome: CancellationOutcome): CancellationResultDto {
  return {
    booking: toBookingDto(row),
    usedCredits: row.used_credits,
    isFullRefund: outcome.isFullRefund,
    refundAmount: centsToDollars(outcome.refundCents),
    cancellationFee: centsToDollars(outcome.feeCents),
    creditReturned: outcome.creditReturned,
    originalPayment: centsToDollars(row.total_price_cents),
    policy: BookingMessages.refundPolicy,
  };
}

/** booking-confirmed: what catalog (seats), notifications (the message) and fitness (the class) need. */
export function bookingConfirmed(row: BookingRow, at: Date): BookingConfirmedEvent {
  return createEvent(
    BookingConfirmed,
    {
      bookingId: row.id,
      userId: row.user_id,
      scheduleId: row.schedule_id,
      classId: row.class_id,
      categoryId: row.category_id,
      className: row.class_name,
      startTime: row.start_time.toISOString(),
      endTime: row.end_time.toISOString(),
      usedCredits: row.used_credits,
      totalPriceCents: row.total_price_cents,
      remainingSpots: remainingSpots(row.capacity, row.booked),
      ...(row.trainer_name === null ? {} : { trainerName: row.trainer_name }),
      ...(row.payment_id === null ? {} : { paymentId: row.payment_id }),
    },
    at,
  );
}

export function bookingCancelled(
  row: BookingRow,
  outcome: CancellationOutcome,
  reason: BookingCancelledEvent['reason'],
  at: Date,
): BookingCancelledEvent {
  return createEvent(
    BookingCancelled,
    {
      bookingId: row.id,
      userId: row.user_id,
      scheduleId: row.schedule_id,
      classId: row.class_id,
      categoryId: row.category_id,
      className: row.class_name,
      startTime: row.start_time.toISOString(),
      endTime: row.end_time.toISOString(),
      totalPriceCents: row.total_price_cents,
      usedCredits: row.used_credits,
      creditReturned: outcome.creditReturned,
      isFullRefund: outcome.isFullRefund,
      refundCents: outcome.refundCents,
      feeCents: outcome.feeCents,
      reason,
      remainingSpots: remainingSpots(row.capacity, row.booked),
      ...(row.trainer_name === null ? {} : { trainerName: row.trainer_name }),
    },
    at,
  );
}

/**
 * booking-rescheduled: the class as the booking's schedule now has it, and when it started before, for the
 * member's notice, the reminder and the attendance.
 */
export function bookingRescheduled(
  row: BookingRow,
  previous: { start: Date; className: string | null },
  at: Date,
): BookingRescheduledEvent {
  return createEvent(
    BookingRescheduled,
    {
      bookingId: row.id,
      userId: row.user_id,
      scheduleId: row.schedule_id,
      classId: row.class_id,
      categoryId: row.category_id,
      className: row.class_name,
      startTime: row.start_time.toISOString(),
      endTime: row.end_time.toISOString(),
      previousStartTime: previous.start.toISOString(),
      ...(previous.className === null ? {} : { previousClassName: previous.className }),
    },
    at,
  );
}
