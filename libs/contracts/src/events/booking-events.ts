import { IsBoolean, IsDateString, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { DomainEvent, EventDefinition } from './domain-event';

/** What every booking event tells: whose booking of which class, and when the class starts. */
export abstract class BookingEvent extends DomainEvent {
  @IsInt()
  bookingId: number;

  @IsInt()
  userId: number;

  @IsInt()
  scheduleId: number;

  @IsInt()
  classId: number;

  @IsString()
  className: string;

  @IsDateString()
  startTime: string;
}

export class BookingConfirmedEvent extends BookingEvent {
  @IsOptional()
  @IsInt()
  categoryId: number | null;

  @IsDateString()
  endTime: string;

  @IsBoolean()
  usedCredits: boolean;

  @IsInt()
  @Min(0)
  totalPriceCents: number;

  @IsInt()
  @Min(0)
  remainingSpots: number;

  /** Added in place (optional, so older events still validate): who teaches and what the card paid. */
  @IsOptional()
  @IsString()
  trainerName?: string;

  @IsOptional()
  @IsString()
  paymentId?: string;
}

export const BookingConfirmed: EventDefinition<BookingConfirmedEvent> = {
  topic: 'booking-confirmed',
  version: 1,
  payload: BookingConfirmedEvent,
  key: (e) => String(e.userId),
};

export class BookingCancelledEvent extends BookingEvent {
  /** Added in place (optional, so older events still validate). */
  @IsOptional()
  @IsDateString()
  endTime?: string;

  @IsOptional()
  @IsInt()
  categoryId?: number | null;

  @IsOptional()
  @IsString()
  trainerName?: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  totalPriceCents?: number;

  @IsBoolean()
  usedCredits: boolean;

  @IsBoolean()
  creditReturned: boolean;

  /**
   * Added in place: cancelled early enough for a full refund (or the credit back). A credit booking with this and
   * no credit returned spent a credit of a membership or credit period that has since ended.
   */
  @IsOptional()
  @IsBoolean()
  isFullRefund?: boolean;

  @IsInt()
  @Min(0)
  refundCents: number;

  @IsInt()
  @Min(0)
  feeCents: number;

  @IsIn(['member', 'schedule-cancelled', 'admin'])
  reason: 'member' | 'schedule-cancelled' | 'admin';

  @IsInt()
  @Min(0)
  remainingSpots: number;
}

export const BookingCancelled: EventDefinition<BookingCancelledEvent> = {
  topic: 'booking-cancelled',
  version: 1,
  payload: BookingCancelledEvent,
  key: (e) => String(e.userId),
};

/**
 * A confirmed booking's class moved or was renamed (an admin edited its schedule): the times and name it now has,
 * so that the class reminder and the attendance follow it.
 */
export class BookingRescheduledEvent extends BookingEvent {
  @IsDateString()
  endTime: string;

  /** When the class started before this change (the same as startTime when only its name or class changed). */
  @IsDateString()
  previousStartTime: string;

  /** The class the schedule held before, when another class took its place (absent for a time or name change). */
  @IsOptional()
  @IsString()
  previousClassName?: string;

  /**
   * The category of the class the schedule now holds (null for a class without one). Added in place (optional,
   * so older events still validate): absent, the category is unknown and the one known stays.
   */
  @IsOptional()
  @IsInt()
  categoryId?: number | null;
}

/**
 * Whether a change to a booked class is news to its members: it starts at another time, or another class took its
 * place (a new name or end alone is not). They are told of it, and may withdraw from the class without loss.
 */
export function isNewsToMembers(
  change: Pick<BookingRescheduledEvent, 'startTime' | 'previousStartTime' | 'previousClassName'>,
): boolean {
  return (
    Date.parse(change.previousStartTime) !== Date.parse(change.startTime) ||
    change.previousClassName !== undefined
  );
}

export const BookingRescheduled: EventDefinition<BookingRescheduledEvent> = {
  topic: 'booking-rescheduled',
  version: 1,
  payload: BookingRescheduledEvent,
  key: (e) => String(e.userId),
};
