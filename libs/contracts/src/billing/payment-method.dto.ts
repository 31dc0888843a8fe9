import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsString, Matches, MaxLength } from 'class-validator';
import { PAYMENT_PROCESSOR_MODES, PaymentProcessorMode } from '../constants';
import { OmittableField, Trim } from '../common/validation';
import { BillingMessages as M } from './billing-messages';

/** A payment-method id of the processor (`pm_…`), or in sandbox mode one of Stripe's test card numbers. */
export const PAYMENT_METHOD_ID_PATTERN = /^(pm_[A-Za-z0-9_]{1,200}|[\d\s-]{12,23})$/;

export class AddPaymentMethodDto {
  @ApiProperty({
    example: 'pm_card_visa',
    maxLength: 255,
    description:
      'The payment method created in the browser (Stripe.js), or in sandbox mode a Stripe test id or test card number',
  })
  @Trim()
  @Matches(PAYMENT_METHOD_ID_PATTERN, { message: M.paymentMethodId })
  @MaxLength(255, { message: M.paymentMethodId })
  @IsString({ message: M.paymentMethodId })
  @IsDefined({ message: M.paymentMethodId })
  paymentMethodId: string;

  @ApiPropertyOptional({
    example: true,
    default: true,
    description: 'Make it the default card (default true)',
  })
  @OmittableField()
  @IsBoolean({ message: 'setDefault must be true or false' })
  setDefault?: boolean;
}

export class PaymentMethodDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 12, description: 'The member the card is saved for' })
  userId: number;

  @ApiProperty({
    example: 'pm_card_visa',
    description: "The processor's id; send it as paymentMethodId to pay",
  })
  stripePaymentMethodId: string;

  @ApiProperty({ example: 'visa' })
  cardBrand: string;

  @ApiProperty({ example: '4242' })
  cardLast4: string;

  @ApiProperty({ example: 12 })
  cardExpMonth: number;

  @ApiProperty({ example: 2030 })
  cardExpYear: number;

  @ApiProperty({ example: true })
  isDefault: boolean;

  @ApiProperty({ example: '2026-01-05T18:00:00.000Z' })
  createdAt: string;
}

export class StripeConfigDto {
  @ApiProperty({
    example: 'pk_test_51…',
    nullable: true,
    type: String,
    description: 'The publishable key when Stripe is live; null in sandbox mode',
  })
  publicKey: string | null;

  @ApiProperty({ enum: PAYMENT_PROCESSOR_MODES, example: 'sandbox' })
  mode: PaymentProcessorMode;
}
