import type { PaymentProcessorMode, PaymentStatus } from '@studio/contracts';
import { DomainError, InvalidError } from '@studio/platform';

export interface CardDetails {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The same for every payment method made from one card number (Stripe's card fingerprint), if known. */
  fingerprint: string | null;
}

export interface ChargeRequest {
  /** Set for a saved card (attached to the customer); left out for a one-off card from the browser. */
  customerId?: string;
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  description: string;
  /** Renewals: the member is not there to authenticate. */
  offSession: boolean;
  metadata: Record<string, string>;
}

/** What a charge came to; a decline is an outcome (recorded as failed), not an exception. */
export interface ChargeOutcome {
  status: PaymentStatus;
  paymentId: string | null;
  clientSecret: string | null;
  failureMessage: string | null;
}

export interface RefundOutcome {
  status: PaymentStatus;
  refundId: string | null;
  failureMessage: string | null;
}

/** A webhook event, reduced to what keeps our transactions true. */
export type ProcessorEvent =
  | { id: string; type: 'payment'; paymentId: string; status: PaymentStatus; failureMessage: string | null }
  | { id: string; type: 'refund'; refundId: string; status: PaymentStatus; failureMessage: string | null }
  | { id: string; type: 'other'; name: string };

export const PROCESSOR_MESSAGES = {
  unknownCard: 'This card is not known to the payment processor. Please add it again.',
  cardNumberOutsideSandbox:
    'Card numbers are accepted in sandbox mode only; send the payment method created in the browser.',
  unavailable: 'The payment processor is not available right now. Please try again.',
  webhooksOff: 'Stripe webhooks are not enabled on this server',
  unsigned: 'A signed Stripe event is required',
  badSignature: 'The Stripe-Signature header does not match the payload',
  sandboxAuthentication:
    'This card needs 3-D Secure authentication, which the sandbox payment processor cannot perform. Please use another test card, such as 4242 4242 4242 4242.',
} as const;

export class ProcessorUnavailableError extends DomainError {
  constructor() {
    super('unavailable', PROCESSOR_MESSAGES.unavailable);
  }
}

/** The card was refused when it was saved (a decline, or an id the processor does not know). */
export class CardRejectedError extends InvalidError {}

/**
 * The card processor: Stripe when STRIPE_SECRET_KEY is set, else the sandbox that honours Stripe's test cards.
 * Card numbers never pass through here except Stripe's public test numbers in sandbox mode, and nothing here logs.
 */
export abstract class PaymentProcessor {
  abstract readonly mode: PaymentProcessorMode;
  abstract readonly publicKey: string | null;
  abstract createCustomer(userId: number): Promise<string>;
  abstract attachCard(customerId: string, paymentMethodId: string): Promise<CardDetails>;
  abstract detachCard(paymentMethodId: string): Promise<void>;
  abstract charge(request: ChargeRequest): Promise<ChargeOutcome>;
  abstract refund(request: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<RefundOutcome>;
  abstract verifyWebhook(payload: string, signature: string): ProcessorEvent;
}
