import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsISO8601, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID } from '../common/params.dto';
import { OmittableField, Trim } from '../common/validation';
import { CHARGE_MAX_CENTS, PAYMENT_STATUSES, PaymentStatus } from '../constants';
import { BillingMessages as M } from './billing-messages';
import { PAYMENT_METHOD_ID_PATTERN } from './payment-method.dto';

const PositiveInt = (message: string) => (target: object, key: string) => {
  Max(MAX_ID, { message })(target, key);
  Min(1, { message })(target, key);
  IsInt({ message })(target, key);
  IsDefined({ message })(target, key);
};

/** Booking asks billing to charge a card for a booking; the booking id is the idempotency key. */
export class ChargeBookingDto {
  @ApiProperty({ example: 12 })
  @PositiveInt(M.userId)
  userId: number;

  @ApiProperty({ example: 118 })
  @PositiveInt(M.bookingId)
  bookingId: number;

  @ApiProperty({ example: 2700, description: 'Cents, tax included' })
  @Max(CHARGE_MAX_CENTS, { message: M.amountCents })
  @Min(1, { message: M.amountCents })
  @IsInt({ message: M.amountCents })
  @IsDefined({ message: M.amountCents })
  amountCents: number;

  @ApiProperty({ example: 'pm_card_visa' })
  @Trim()
  @Matches(PAYMENT_METHOD_ID_PATTERN, { message: M.paymentMethodId })
  @MaxLength(255, { message: M.paymentMethodId })
  @IsString({ message: M.paymentMethodId })
  @IsDefined({ message: M.paymentMethodId })
  paymentMethodId: string;

  @ApiProperty({ example: 'Morning Flow Yoga', description: 'Shown in the admin transactions' })
  @Trim()
  @MaxLength(200, { message: 'className must be at most 200 characters' })
  @IsString({ message: 'className must be text' })
  @IsDefined({ message: 'className must be text' })
  className: string;
}

export class ChargeResultDto {
  @ApiProperty({ example: 41 })
  transactionId: number;

  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'paid', description: 'pending: 3-D Secure is needed' })
  status: PaymentStatus;

  @ApiProperty({ example: 2700 })
  amountCents: number;

  @ApiProperty({ example: 'pi_3Q…', nullable: true, type: String })
  paymentId: string | null;

  @ApiProperty({ example: null, nullable: true, type: String, description: 'Set when status is pending' })
  clientSecret: string | null;
}

/** Refund of a booking's charge: in full without amountCents, else that much (one refund per booking). */
export class RefundBookingDto {
  @ApiProperty({ example: 118 })
  @PositiveInt(M.bookingId)
  bookingId: number;

  @ApiPropertyOptional({ example: 1700, description: 'Cents; left out: the whole charge' })
  @OmittableField()
  @Max(CHARGE_MAX_CENTS, { message: M.amountCents })
  @Min(1, { message: M.amountCents })
  @IsInt({ message: M.amountCents })
  amountCents?: number;
}

export class RefundResultDto {
  @ApiProperty({ example: 42 })
  transactionId: number;

  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'paid', description: 'paid: the refund went through' })
  status: PaymentStatus;

  @ApiProperty({ example: 1700 })
  amountCents: number;

  @ApiProperty({ example: 're_3Q…', nullable: true, type: String })
  refundId: string | null;
}

/** Booking uses or returns one membership credit for a booking; the booking id makes it idempotent. */
export class CreditChangeDto {
  @ApiProperty({ example: 12 })
  @PositiveInt(M.userId)
  userId: number;

  @ApiProperty({ example: 118 })
  @PositiveInt(M.bookingId)
  bookingId: number;

  @ApiPropertyOptional({
    example: '2026-03-02T17:00:00.000Z',
    description:
      "When the class starts (use only): a cancelled membership's credit pays only for a class before its end",
  })
  @OmittableField()
  @IsISO8601({ strict: true }, { message: M.classStartTime })
  classStartTime?: string;
}

export class CreditResultDto {
  @ApiProperty({ example: 7 })
  membershipId: number;

  @ApiProperty({ example: 8 })
  remainingCredits: number;

  @ApiProperty({
    example: true,
    description: 'Whether a credit moved (false: a returned credit whose membership has ended)',
  })
  changed: boolean;
}

/** Whether giving back a booking's credit now would put it back on a live membership (asked before cancelling). */
export class CreditReturnQuoteDto {
  @ApiProperty({
    example: true,
    description:
      'false: the membership the credit would go back to has ended, or the credit period it was spent in has',
  })
  returnable: boolean;
}

/** The gateway forwards Stripe's webhook body exactly as received, for the signature check. */
export class StripeWebhookDto {
  @ApiProperty({ description: "The raw request body ('' when there was none)" })
  @MaxLength(1_000_000)
  @IsString()
  @IsDefined()
  payload: string;

  @ApiProperty({ description: "The Stripe-Signature header ('' when there was none)" })
  @MaxLength(2000)
  @IsString()
  @IsDefined({ message: 'Missing Stripe-Signature header' })
  signature: string;
}

export class WebhookResultDto {
  @ApiProperty({ example: true })
  received: boolean;

  @ApiProperty({ example: false, description: 'The event was handled before' })
  duplicate: boolean;
}
