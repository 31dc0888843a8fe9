import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { IdempotencyKeyField } from '../common/idempotency-key';
import { MAX_ID } from '../common/params.dto';
import { IsWholeCents, OmittableField, SingleLine, Trim, TrimToPlain } from '../common/validation';
import {
  MEMBERSHIP_STATUSES,
  MembershipStatus,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_FEATURE_MAX_LENGTH,
  PLAN_INTERVALS,
  PLAN_MAX_CLASS_CREDITS,
  PLAN_MAX_FEATURES,
  PLAN_MAX_PRICE_CENTS,
  PLAN_MAX_PRIORITY,
  PLAN_NAME_MAX_LENGTH,
  PlanInterval,
} from '../constants';
import { BillingMessages as M } from './billing-messages';
import { PAYMENT_METHOD_ID_PATTERN } from './payment-method.dto';

/** Spec §5: features arrive as JSON text (the admin form) or as an array; either must be a list of strings. */
const FeaturesFromJsonText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  });

export class CreateMembershipPlanDto {
  @ApiProperty({ example: 'Premium', minLength: 1, maxLength: PLAN_NAME_MAX_LENGTH })
  @TrimToPlain()
  @MaxLength(PLAN_NAME_MAX_LENGTH, { message: M.planNameMax })
  @MinLength(1, { message: M.planName })
  @SingleLine('Name')
  @IsString({ message: M.planName })
  @IsDefined({ message: M.planName })
  name: string;

  @ApiPropertyOptional({
    example: 'Ten classes a month.',
    maxLength: PLAN_DESCRIPTION_MAX_LENGTH,
    default: '',
  })
  @Trim()
  @OmittableField()
  @MaxLength(PLAN_DESCRIPTION_MAX_LENGTH, { message: M.planDescription })
  @IsString({ message: M.planDescription })
  description?: string;

  @ApiPropertyOptional({
    example: 89,
    minimum: 0,
    maximum: PLAN_MAX_PRICE_CENTS / 100,
    multipleOf: 0.01,
    default: 0,
    description: 'Dollars per interval (kept in cents)',
  })
  @OmittableField()
  @Max(PLAN_MAX_PRICE_CENTS / 100, { message: M.planPrice })
  @Min(0, { message: M.planPrice })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: M.planPrice })
  price?: number;

  @ApiPropertyOptional({ enum: PLAN_INTERVALS, example: 'monthly', default: 'monthly' })
  @OmittableField()
  @IsIn(PLAN_INTERVALS, { message: M.planInterval })
  interval?: PlanInterval;

  @ApiPropertyOptional({
    description: 'A JSON array of strings, as text (the admin form) or as an array',
    oneOf: [
      { type: 'string', example: '["10 classes per month"]' },
      { type: 'array', items: { type: 'string' } },
    ],
    default: '[]',
  })
  @FeaturesFromJsonText()
  @OmittableField()
  @MaxLength(PLAN_FEATURE_MAX_LENGTH, { each: true, message: M.planFeaturesMax })
  @IsString({ each: true, message: M.planFeatures })
  @ArrayMaxSize(PLAN_MAX_FEATURES, { message: M.planFeaturesMax })
  @IsArray({ message: M.planFeatures })
  features?: string[];

  @ApiPropertyOptional({ example: 2, minimum: 0, maximum: PLAN_MAX_PRIORITY, default: 0 })
  @OmittableField()
  @Max(PLAN_MAX_PRIORITY, { message: M.planPriority })
  @Min(0, { message: M.planPriority })
  @IsInt({ message: M.planPriority })
  priority?: number;

  @ApiPropertyOptional({ example: true, default: true })
  @OmittableField()
  @IsBoolean({ message: M.planActive })
  isActive?: boolean;

  @ApiPropertyOptional({ example: 10, minimum: 0, maximum: PLAN_MAX_CLASS_CREDITS, default: 0 })
  @OmittableField()
  @Max(PLAN_MAX_CLASS_CREDITS, { message: M.planCredits })
  @Min(0, { message: M.planCredits })
  @IsInt({ message: M.planCredits })
  classCredits?: number;
}

export class UpdateMembershipPlanDto extends PartialType(CreateMembershipPlanDto, {
  skipNullProperties: false,
}) {}

export class PurchaseMembershipDto {
  @ApiProperty({ example: 2, minimum: 1, maximum: MAX_ID })
  @Max(MAX_ID, { message: M.planId })
  @Min(1, { message: M.planId })
  @IsInt({ message: M.planId })
  @IsDefined({ message: M.planId })
  planId: number;

  @ApiProperty({
    example: 'pm_card_visa',
    maxLength: 255,
    description: 'A saved card (its stripePaymentMethodId) or a new one from the browser; a new one is saved',
  })
  @Trim()
  @Matches(PAYMENT_METHOD_ID_PATTERN, { message: M.paymentMethodId })
  @MaxLength(255, { message: M.paymentMethodId })
  @IsString({ message: M.paymentMethodId })
  @IsDefined({ message: M.paymentMethodId })
  paymentMethodId: string;

  @ApiPropertyOptional({
    example: 89,
    description:
      "The plan's price the member was shown: when it changed since, nothing is charged and the purchase is " +
      'refused with 409, so a member never subscribes at a price they did not see',
  })
  @OmittableField()
  @Max(PLAN_MAX_PRICE_CENTS / 100, { message: M.expectedPrice })
  @Min(0, { message: M.expectedPrice })
  @IsWholeCents({ message: M.expectedPrice })
  expectedPrice?: number;

  @IdempotencyKeyField('5d1e0c7a-membership-try-1')
  idempotencyKey?: string;
}

export class MembershipPlanSummaryDto {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'Premium' })
  name: string;

  @ApiProperty({ example: 'Ten classes a month for a steady routine.' })
  description: string;

  @ApiProperty({ example: 89, description: 'Dollars per interval' })
  price: number;

  @ApiProperty({ enum: PLAN_INTERVALS, example: 'monthly' })
  interval: PlanInterval;

  @ApiProperty({ type: [String], example: ['10 classes per month'] })
  features: string[];

  @ApiProperty({ example: 10 })
  classCredits: number;
}

export class MembershipDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 12 })
  userId: number;

  @ApiProperty({ example: 2, description: 'The id of `plan`' })
  planId: number;

  @ApiProperty({ type: MembershipPlanSummaryDto })
  plan: MembershipPlanSummaryDto;

  @ApiProperty({ enum: MEMBERSHIP_STATUSES, example: 'active' })
  status: MembershipStatus;

  @ApiProperty({ example: '2026-01-05T18:00:00.000Z' })
  startDate: string;

  @ApiProperty({ example: '2026-02-05T18:00:00.000Z', description: 'End of the paid period' })
  endDate: string;

  @ApiProperty({ example: 9 })
  remainingCredits: number;

  @ApiProperty({ example: '2026-02-04T18:00:00.000Z', description: 'When credits reset to the plan count' })
  creditResetDate: string;

  @ApiProperty({
    example: 8900,
    description: 'What the first period cost, in cents (after any upgrade credit)',
  })
  paidCents: number;

  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description: 'Set while status is pending: the browser completes 3-D Secure with it (Stripe live only)',
  })
  clientSecret: string | null;

  @ApiProperty({ example: '2026-01-05T18:00:00.000Z' })
  createdAt: string;
}

/**
 * What buying a plan would charge today (`GET /api/user/memberships/quote/{id}`): the plan's price, less the unused
 * part of the member's live membership when this is a change of plan.
 */
export class MembershipQuoteDto {
  @ApiProperty({ example: 3, description: 'The plan quoted' })
  planId: number;

  @ApiProperty({ example: 129, description: "Dollars per interval: the plan's price" })
  price: number;

  @ApiProperty({
    example: 44.5,
    description:
      "Dollars: the unused part of the live membership's period, taken off the first charge (0 without one)",
  })
  unusedCredit: number;

  @ApiProperty({
    example: 84.5,
    description: 'Dollars charged to the card now: price less unusedCredit, never below 0',
  })
  dueToday: number;

  @ApiProperty({
    example: 'Premium',
    nullable: true,
    type: String,
    description:
      'The plan of the live membership this purchase replaces; null when the member pays per class',
  })
  replacesPlan: string | null;

  @ApiProperty({
    example: false,
    description:
      "True while the member's membership is on this plan and usable: buying it is refused (409), and the amounts mean nothing",
  })
  alreadyHeld: boolean;
}
