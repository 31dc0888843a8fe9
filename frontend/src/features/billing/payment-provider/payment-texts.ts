/** Spec §8 "Payment and cards" and "Membership". */
export const PAYMENT_TEXTS = {
  paymentFailed: 'Payment failed',
  /** Under 'Payment failed' when neither the server nor the card form said why. */
  paymentFailedFallback: 'An error occurred processing your payment. Please try again.',
  methodFailed: 'Payment Method creation failed',
  systemError: 'Payment System Error',
  loadFailed: 'Failed to load payment system. Please try again later.',
  noKey: 'Could not initialize payment system. Please contact support.',
  initFailed: 'Failed to initialize payment system. Please try again later.',
  formFailed: 'Failed to initialize payment form. Please refresh and try again.',
  notReady: 'Payment system not ready',
  /** Pay pressed before the card is whole (Stripe's own wording for it). */
  cardIncomplete: 'Your card number is incomplete.',
  addCardTitle: 'Error adding payment method',
  addCardFailed: 'Error adding card',
  removeTitle: 'Error removing payment method',
  removeFailed: 'Failed to remove payment method',
  defaultTitle: 'Error updating default payment method',
  defaultFailed: 'Failed to set default payment method',
  loadCardsFailed: 'Error loading payment methods',
  cardholderRequired: 'Please fill in the cardholder name',
  nameOnCardRequired: 'Please enter the name on the card',
} as const;

/** 'Error loading payment system: {message}' (spec §8): Stripe.js did not load, for the reason given. */
export function loadErrorText(message: string): string {
  return `Error loading payment system: ${message}`;
}

export const MEMBERSHIP_TEXTS = {
  subscriptionFailedTitle: 'Subscription failed',
  subscriptionFailed: 'There was an error processing your subscription. Please try again.',
  cancelFailedTitle: 'Cancellation failed',
  cancelFailed: 'There was an error cancelling your membership. Please try again.',
  cancelled: 'Your membership has been cancelled. You can still use it until the end of your billing period.',
  upgraded: 'Membership upgraded!',
  noPlanTitle: 'No plan selected',
  noPlan: 'Please select a membership plan to continue.',
  comingSoon: 'MEMBERSHIP OPTIONS COMING SOON!',
} as const;
