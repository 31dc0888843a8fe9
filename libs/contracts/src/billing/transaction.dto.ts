import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OmittableField } from '../common/validation';
import { PAYMENT_STATUSES, PaymentStatus, TRANSACTION_KINDS, TransactionKind } from '../constants';
import { BillingMessages as M } from './billing-messages';

export class TransactionQueryDto {
  @ApiPropertyOptional({ enum: PAYMENT_STATUSES, example: 'paid' })
  @OmittableField()
  @IsIn(PAYMENT_STATUSES, { message: M.transactionStatus })
  status?: PaymentStatus;
}

/** One movement of money: a charge (booking or membership) or a refund of one. */
export class TransactionDto {
  @ApiProperty({ example: 41 })
  id: number;

  @ApiProperty({ enum: TRANSACTION_KINDS, example: 'charge' })
  kind: TransactionKind;

  @ApiProperty({ example: 118, nullable: true, type: Number })
  bookingId: number | null;

  @ApiProperty({ example: null, nullable: true, type: Number })
  membershipId: number | null;

  @ApiProperty({ example: 12 })
  userId: number;

  @ApiProperty({ example: 'Morning Flow Yoga', nullable: true, type: String })
  className: string | null;

  @ApiProperty({ example: 'Booking 412: Morning Flow Yoga' })
  description: string;

  @ApiProperty({ example: 27, description: 'Dollars' })
  amount: number;

  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'paid', description: 'paid: the money moved' })
  status: PaymentStatus;

  @ApiProperty({
    example: 'pi_3Q…',
    nullable: true,
    type: String,
    description: "The processor's payment or refund id",
  })
  paymentId: string | null;

  @ApiProperty({ example: null, nullable: true, type: String })
  failureMessage: string | null;

  @ApiProperty({ example: '2026-01-05T18:00:00.000Z' })
  createdAt: string;
}
