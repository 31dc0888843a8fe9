/**
 * Stripe's documented test cards, by payment-method id and card number. The sandbox processor honours them the
 * way Stripe's test mode does, so the same requests work unchanged against Stripe; the sandbox card field of
 * the browser can turn a typed test number into its id before anything is sent.
 */
export type TestCardOutcome =
  | { kind: 'success' }
  | { kind: 'authentication-required' }
  /** `attaches`: saving the card succeeds and only its charges decline (Stripe's 4000000000000341). */
  | { kind: 'decline'; code: string; message: string; attaches?: boolean };

export interface TestCard {
  paymentMethodId: string;
  /** Other ids Stripe's docs give the same test card (the declines' `pm_card_visa_…` forms). */
  aliases?: readonly string[];
  number: string;
  brand: string;
  last4: string;
  outcome: TestCardOutcome;
}

const decline = (code: string, message: string, attaches = false): TestCardOutcome => ({
  kind: 'decline',
  code,
  message,
  ...(attaches ? { attaches } : {}),
});

export const TEST_CARDS: readonly TestCard[] = [
  {
    paymentMethodId: 'pm_card_visa',
    number: '4242424242424242',
    brand: 'visa',
    last4: '4242',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_visa_debit',
    number: '4000056655665556',
    brand: 'visa',
    last4: '5556',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_mastercard',
    number: '5555555555554444',
    brand: 'mastercard',
    last4: '4444',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_amex',
    number: '378282246310005',
    brand: 'amex',
    last4: '0005',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_discover',
    number: '6011111111111117',
    brand: 'discover',
    last4: '1117',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_mastercard_debit',
    number: '5200828282828210',
    brand: 'mastercard',
    last4: '8210',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_mastercard_prepaid',
    number: '5105105105105100',
    brand: 'mastercard',
    last4: '5100',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_diners',
    number: '3056930009020004',
    brand: 'diners',
    last4: '0004',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_jcb',
    number: '3566002020360505',
    brand: 'jcb',
    last4: '0505',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_unionpay',
    number: '6200000000000005',
    brand: 'unionpay',
    last4: '0005',
    outcome: { kind: 'success' },
  },
  // Charges that succeed and then take another course at Stripe (paid out at once, reviewed, disputed): a plain
  // success here, where none of those later steps is modelled.
  {
    paymentMethodId: 'pm_card_bypassPending',
    number: '4000000000000077',
    brand: 'visa',
    last4: '0077',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_riskLevelElevated',
    number: '4000000000009235',
    brand: 'visa',
    last4: '9235',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_createDispute',
    number: '4000000000000259',
    brand: 'visa',
    last4: '0259',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_createDisputeInquiry',
    number: '4000000000001976',
    brand: 'visa',
    last4: '1976',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_createDisputeProductNotReceived',
    number: '4000000000002685',
    brand: 'visa',
    last4: '2685',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_threeDSecureOptional',
    number: '4000000000003055',
    brand: 'visa',
    last4: '3055',
    outcome: { kind: 'success' },
  },
  {
    paymentMethodId: 'pm_card_riskLevelHighest',
    number: '4000000000004954',
    brand: 'visa',
    last4: '4954',
    outcome: decline('card_declined', 'Your card was declined.'),
  },
  {
    paymentMethodId: 'pm_card_chargeDeclined',
    aliases: ['pm_card_visa_chargeDeclined'],
    number: '4000000000000002',
    brand: 'visa',
    last4: '0002',
    outcome: decline('card_declined', 'Your card was declined.'),
  },
  {
    paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
    aliases: ['pm_card_visa_chargeDeclinedInsufficientFunds'],
    number: '4000000000009995',
    brand: 'visa',
    last4: '9995',
    outcome: decline('insufficient_funds', 'Your card has insufficient funds.'),
  },
  {
    paymentMethodId: 'pm_card_chargeDeclinedLostCard',
    aliases: ['pm_card_visa_chargeDeclinedLostCard'],
    number: '4000000000009987',
    brand: 'visa',
    last4: '9987',
    outcome: decline('lost_card', 'Your card was declined.'),
  },
  {
    paymentMethodId: 'pm_card_chargeDeclinedStolenCard',
    aliases: ['pm_card_visa_chargeDeclinedStolenCard'],
    number: '4000000000009979',
    brand: 'visa',
    last4: '9979',
    outcome: decline('stolen_card', 'Your card was declined.'),
  },
  {
    paymentMethodId: 'pm_card_chargeDeclinedFraudulent',
    aliases: ['pm_card_radarBlock'],
    number: '4100000000000019',
    brand: 'visa',
    last4: '0019',
    outcome: decline('fraudulent', 'Your card was declined.'),
  },
  {
    paymentMethodId: 'pm_card_chargeDeclinedExpiredCard',
    number: '4000000000000069',
    brand: 'visa',
    last4: '0069',
    outcome: decline('expired_card', 'Your card has expired.'),
  },
  {
    paymentMethodId: 'pm_card_chargeDeclinedIncorrectCvc',
    number: '4000000000000127',
    brand: 'visa',
    last4: '0127',
    outcome: decline('incorrect_cvc', "Your card's security code is incorrect."),
  },
  {
    paymentMethodId: 'pm_card_chargeDeclinedProcessingError',
    number: '4000000000000119',
    brand: 'visa',
    last4: '0119',
    outcome: decline(
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ),
  },
  {
    paymentMethodId: 'pm_card_visa_chargeDeclinedVelocityLimitExceeded',
    number: '4000000000006975',
    brand: 'visa',
    last4: '6975',
    outcome: decline(
      'card_velocity_exceeded',
      'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
    ),
  },
  {
    paymentMethodId: 'pm_card_chargeCustomerFail',
    number: '4000000000000341',
    brand: 'visa',
    last4: '0341',
    outcome: decline('card_declined', 'Your card was declined.', true),
  },
  {
    paymentMethodId: 'pm_card_authenticationRequired',
    number: '4000002760003184',
    brand: 'visa',
    last4: '3184',
    outcome: { kind: 'authentication-required' },
  },
  {
    paymentMethodId: 'pm_card_authenticationRequiredOnSetup',
    number: '4000002500003155',
    brand: 'visa',
    last4: '3155',
    outcome: { kind: 'authentication-required' },
  },
  {
    paymentMethodId: 'pm_card_threeDSecure2Required',
    number: '4000000000003220',
    brand: 'visa',
    last4: '3220',
    outcome: { kind: 'authentication-required' },
  },
  {
    paymentMethodId: 'pm_card_threeDSecureRequired',
    number: '4000000000003063',
    brand: 'visa',
    last4: '3063',
    outcome: { kind: 'authentication-required' },
  },
];

/** The test card a payment-method id or a typed test number (spaces allowed) names, if any. */
export function findTestCard(idOrNumber: string): TestCard | undefined {
  const digits = idOrNumber.replace(/[\s-]/g, '');
  return TEST_CARDS.find(
    (card) =>
      card.paymentMethodId === idOrNumber ||
      card.aliases?.includes(idOrNumber) === true ||
      card.number === digits,
  );
}

/** Whether the value looks like a card number rather than a payment-method id. */
export function looksLikeCardNumber(value: string): boolean {
  return /^[\d\s-]{12,23}$/.test(value);
}
