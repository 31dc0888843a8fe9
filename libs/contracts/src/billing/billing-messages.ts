import {
  CHARGE_MAX_CENTS,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_FEATURE_MAX_LENGTH,
  PLAN_MAX_CLASS_CREDITS,
  PLAN_MAX_FEATURES,
  PLAN_MAX_PRICE_CENTS,
  PLAN_MAX_PRIORITY,
  PLAN_NAME_MAX_LENGTH,
} from '../constants';

/** What billing answers when input breaks a rule; spec §5 wording where the spec gives one. */
export const BillingMessages = {
  paymentMethodId:
    'paymentMethodId must be a payment method id (pm_…) or, in sandbox mode, a test card number',
  planId: 'Please select a membership plan to continue.',
  tooManyRefusedCards: 'Too many cards were declined. Please try again in an hour.',
  /** A cancelled membership's credits pay only for classes that start before it ends. */
  endsBeforeClass: 'Your cancelled membership ends before this class. Please pay by card.',
  /** Buying the plan of the member's membership while it is usable: refused, and the checkout says so. */
  samePlan: 'You already have this membership plan',
  planName: 'Name is required',
  planNameMax: `Name must be at most ${PLAN_NAME_MAX_LENGTH} characters`,
  planDescription: `Description must be text of at most ${PLAN_DESCRIPTION_MAX_LENGTH} characters`,
  planPrice: `Price must be a number of dollars from 0 to ${PLAN_MAX_PRICE_CENTS / 100} with at most two decimals`,
  planInterval: 'Interval must be monthly, quarterly or yearly',
  planFeatures: 'Features must be a valid JSON array of strings',
  planFeaturesMax: `A plan has at most ${PLAN_MAX_FEATURES} features of at most ${PLAN_FEATURE_MAX_LENGTH} characters`,
  planPriority: `Priority must be a whole number from 0 to ${PLAN_MAX_PRIORITY}`,
  planCredits: `Class credits must be a whole number from 0 to ${PLAN_MAX_CLASS_CREDITS}`,
  planActive: 'isActive must be true or false',
  amountCents: `amountCents must be a whole number of cents from 1 to ${CHARGE_MAX_CENTS}`,
  userId: 'userId must be a positive whole number',
  bookingId: 'bookingId must be a positive whole number',
  classStartTime: 'classStartTime must be an ISO 8601 date and time',
  transactionStatus: 'status must be paid, pending or failed',
  expectedPrice: `expectedPrice must be an amount in dollars from 0 to ${PLAN_MAX_PRICE_CENTS / 100} with at most two decimals`,
  planPriceChanged: 'The price of this plan has changed. Please review the new price and subscribe again.',
} as const;
