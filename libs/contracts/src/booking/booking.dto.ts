import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IdempotencyKeyField } from '../common/idempotency-key';
import { IsWholeCents, OmittableField } from '../common/validation';
import { MAX_ID } from '../common/params.dto';
import {
  BOOKING_STATUSES,
  BookingStatus,
  CHARGE_MAX_CENTS,
  PAYMENT_STATUSES,
  PaymentStatus,
} from '../constants';
import { BookingMessages } from './booking-messages';

export const ADMIN_BOOKINGS_DEFAULT_LIMIT = 100;
export const ADMIN_BOOKINGS_MAX_LIMIT = 500;

export class CreateBookingDto {
  @ApiProperty({ example: 12, description: 'The schedule to book one seat of' })
  @Max(MAX_ID, { message: BookingMessages.scheduleIdInvalid })
  @Min(1, { message: BookingMessages.scheduleIdInvalid })
  @IsInt({ message: BookingMessages.scheduleIdInvalid })
  scheduleId: number;

  @ApiProperty({ example: false, description: 'true: pay with one membership credit; false: pay by card' })
  @IsBoolean({ message: BookingMessages.useCreditsInvalid })
  useCredits: boolean;

  @ApiPropertyOptional({
    example: 'pm_card_visa',
    description: 'The card to charge (card path only): a saved card of the member or one just created',
  })
  @ValidateIf((b: CreateBookingDto) => b.useCredits === false || b.paymentMethodId !== undefined)
  @MaxLength(255, { message: BookingMessages.paymentMethodInvalid })
  @Matches(/\S/, { message: BookingMessages.paymentMethodRequired })
  @IsString({ message: BookingMessages.paymentMethodRequired })
  paymentMethodId?: string;

  @ApiPropertyOptional({
    example: 21.6,
    description:
      'The total with tax the member was shown (card path): when the price changed since, nothing is charged ' +
      'and the booking is refused with 409, so a member is never charged more than the amount they agreed to',
  })
  @OmittableField()
  @Max(CHARGE_MAX_CENTS / 100, { message: BookingMessages.expectedTotalInvalid })
  @Min(0, { message: BookingMessages.expectedTotalInvalid })
  @IsWholeCents({ message: BookingMessages.expectedTotalInvalid })
  expectedTotalPrice?: number;

  @IdempotencyKeyField('0b7c2f3e-booking-try-1')
  idempotencyKey?: string;
}

export class BookingTrainerDto {
  @ApiProperty({ example: 'Maya Chen' })
  name: string;
}

export class BookingClassDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Sunrise Vinyasa Flow' })
  name: string;

  @ApiProperty({ type: BookingTrainerDto, nullable: true })
  trainer: BookingTrainerDto | null;
}

export class BookingScheduleDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: '2026-03-09T16:00:00.000Z' })
  startTime: string;

  @ApiProperty({ example: '2026-03-09T17:00:00.000Z' })
  endTime: string;

  @ApiProperty({ example: false })
  isCancelled: boolean;

  @ApiProperty({ example: 7, description: 'Capacity minus live bookings' })
  remainingSpots: number;

  @ApiProperty({ type: BookingClassDto })
  class: BookingClassDto;
}

export class BookingDto {
  @ApiProperty({ example: 41 })
  id: number;

  @ApiProperty({
    example: 41,
    description: 'The same as id (spec §7: the booking response carries bookingId)',
  })
  bookingId: number;

  @ApiProperty({ example: 7 })
  userId: number;

  @ApiProperty({ example: 12 })
  scheduleId: number;

  @ApiProperty({ example: '2026-03-01T18:22:05.000Z', description: 'When the booking was made' })
  bookingDate: string;

  @ApiProperty({ enum: BOOKING_STATUSES, example: 'confirmed' })
  status: BookingStatus;

  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'paid' })
  paymentStatus: PaymentStatus;

  @ApiProperty({ example: 24.3, description: 'Dollars paid: price plus 8 % tax by card, 0 with a credit' })
  totalPrice: number;

  @ApiProperty({ example: false })
  usedCredits: boolean;

  @ApiPropertyOptional({
    example: 'pi_3Nz…',
    description: 'The card payment; absent for credit bookings',
  })
  stripePaymentIntentId?: string;

  @ApiPropertyOptional({ example: '2026-03-02T09:00:00.000Z', description: 'When it was cancelled' })
  cancelledAt?: string;

  @ApiProperty({ type: BookingScheduleDto })
  schedule: BookingScheduleDto;
}

/** Spec §3 "Cancellation result"; amounts in dollars. */
export class CancellationResultDto {
  @ApiProperty({ type: BookingDto })
  booking: BookingDto;

  @ApiProperty({ example: false })
  usedCredits: boolean;

  @ApiProperty({
    example: false,
    description:
      'Cancelled early enough for a full refund: card bookings are refunded in full, credit bookings get the credit back unless the membership or credit period it was spent in has ended (see creditReturned)',
  })
  isFullRefund: boolean;

  @ApiProperty({ example: 14.3, description: 'Dollars refunded to the card (0 for credit bookings)' })
  refundAmount: number;

  @ApiProperty({ example: 10, description: 'Dollars kept: $10 for card bookings cancelled late' })
  cancellationFee: number;

  @ApiProperty({ example: false, description: 'Credit bookings: whether the credit was given back' })
  creditReturned: boolean;

  @ApiProperty({ example: 24.3, description: 'Dollars originally paid' })
  originalPayment: number;

  @ApiProperty({ example: BookingMessages.refundPolicy })
  policy: string;
}

export class AdminBookingsQueryDto {
  @ApiPropertyOptional({ enum: BOOKING_STATUSES })
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: BookingMessages.statusInvalid })
  status?: BookingStatus;

  @ApiPropertyOptional({ example: 1, minimum: 1, default: 1 })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
  )
  @Min(1, { message: 'page must be a positive whole number' })
  @IsInt({ message: 'page must be a positive whole number' })
  page?: number;

  @ApiPropertyOptional({
    example: ADMIN_BOOKINGS_DEFAULT_LIMIT,
    minimum: 1,
    maximum: ADMIN_BOOKINGS_MAX_LIMIT,
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
  )
  @Max(ADMIN_BOOKINGS_MAX_LIMIT, { message: `limit must be 1 to ${ADMIN_BOOKINGS_MAX_LIMIT}` })
  @Min(1, { message: `limit must be 1 to ${ADMIN_BOOKINGS_MAX_LIMIT}` })
  @IsInt({ message: `limit must be 1 to ${ADMIN_BOOKINGS_MAX_LIMIT}` })
  limit?: number;

  @ApiPropertyOptional({
    example: 'true',
    description:
      "Without a status: 'true' leaves the cancelled bookings out (the screen's All Bookings hides them, spec §2), so that its pages hold only what it shows",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'hideCancelled must be true or false' })
  hideCancelled?: string;

  @ApiPropertyOptional({
    example: 'true',
    description: 'Accepted for the admin screen; the list is always read live',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'skipCache must be true or false' })
  skipCache?: string;
}

export class BookingUserDto {
  @ApiProperty({ example: 'Maya Member' })
  fullName: string;

  @ApiProperty({ example: 'maya@example.com' })
  email: string;
}

export class AdminBookingDto extends BookingDto {
  @ApiProperty({
    type: BookingUserDto,
    nullable: true,
    description: 'null when booking has not heard of the user',
  })
  user: BookingUserDto | null;
}

export class BookingsPaginationDto {
  @ApiProperty({ example: 230 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: ADMIN_BOOKINGS_DEFAULT_LIMIT })
  limit: number;

  @ApiProperty({ example: 3 })
  pages: number;

  @ApiProperty({ example: '2026-03-09', description: "Today's date in the studio time zone (Pacific)" })
  today: string;
}

export class AdminBookingsPageDto {
  @ApiProperty({ type: [AdminBookingDto] })
  bookings: AdminBookingDto[];

  @ApiProperty({ type: BookingsPaginationDto })
  pagination: BookingsPaginationDto;
}

export class ClearCacheResultDto {
  @ApiProperty({ example: true })
  success: boolean;
}

/** A calendar file as JSON: the page saves `content` as `fileName` (text/calendar). */
export class CalendarFileDto {
  @ApiProperty({ example: 'studio-booking-41.ics' })
  fileName: string;

  @ApiProperty({ example: 'text/calendar' })
  contentType: string;

  @ApiProperty({ example: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…' })
  content: string;
}

export class CalendarFeedLinkDto {
  @ApiProperty({
    example: '/api/calendar/7.Xq2…',
    description:
      "Path (under the site) of the member's signed calendar feed, for calendar apps to subscribe to",
  })
  path: string;
}

export class CalendarTokenParamsDto {
  @ApiProperty({ example: '7.1.Xq2…', description: 'member id, auth version and signature' })
  @Matches(/^[1-9]\d{0,9}\.\d{1,9}\.[\w-]{20,100}$/, { message: BookingMessages.calendarTokenInvalid })
  @IsString({ message: BookingMessages.calendarTokenInvalid })
  token: string;
}

export class SeatsQueryDto {
  @ApiProperty({ example: '1,2,3' })
  @Matches(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,1999}$/, { message: BookingMessages.scheduleIdsInvalid })
  @IsString({ message: BookingMessages.scheduleIdsInvalid })
  scheduleIds: string;
}

/** Seats taken per schedule id: `{ "1": 4, "2": 0 }`; an id booking never heard of is left out (0). */
export class SeatCountsDto {
  [scheduleId: string]: number;
}
