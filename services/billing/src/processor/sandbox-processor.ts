import { createHash, randomBytes } from 'node:crypto';
import { findTestCard, TestCard } from '@studio/contracts';
import { Clock, NotFoundError } from '@studio/platform';
import {
  CardDetails,
  CardRejectedError,
  ChargeOutcome,
  ChargeRequest,
  PaymentProcessor,
  PROCESSOR_MESSAGES,
  ProcessorEvent,
  RefundOutcome,
} from './payment-processor';

const SAVED_ID = /^pm_sandbox_[a-z0-9]+_(\w+)$/;

function stableId(prefix: string, key: string): string {
  return `${prefix}_sandbox_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

/**
 * The processor of embedded mode (ARCHITECTURE.md): Stripe's test payment-method ids and test card numbers
 * succeed or fail as they do in Stripe's test mode. A saved card gets an id of its own, as Stripe gives each
 * attached payment method, so one test card can be saved by many members.
 */
export class SandboxPaymentProcessor extends PaymentProcessor {
  readonly mode = 'sandbox' as const;
  readonly publicKey = null;

  constructor(private readonly clock: Clock) {
    super();
  }

  /**
   * The test card behind an id. A saved card's id (one this processor gave when attaching) pays only with its
   * customer, as an attached Stripe payment method does: billing names the customer while the card is saved, so
   * a removed card's id, or one made up in that form, is unknown.
   */
  private cardOf(paymentMethodId: string, customerId?: string): TestCard {
    const saved = SAVED_ID.exec(paymentMethodId);
    const card = saved && !customerId ? undefined : findTestCard(saved ? `pm_${saved[1]}` : paymentMethodId);
    if (!card) throw new CardRejectedError(PROCESSOR_MESSAGES.unknownCard);
    return card;
  }

  async createCustomer(userId: number): Promise<string> {
    return `cus_sandbox_${userId}`;
  }

  async attachCard(_customerId: string, paymentMethodId: string): Promise<CardDetails> {
    // Stripe does not attach a payment method twice: a saved card's id is not a new card.
    const card = this.cardOf(paymentMethodId);
    // As in Stripe, a card that declines is refused when it is attached (all but the one that declines later).
    if (card.outcome.kind === 'decline' && !card.outcome.attaches) {
      throw new CardRejectedError(card.outcome.message);
    }
    return {
      paymentMethodId: `pm_sandbox_${randomBytes(6).toString('hex')}_${card.paymentMethodId.slice(3)}`,
      brand: card.brand,
      last4: card.last4,
      expMonth: 12,
      expYear: this.clock.now().getUTCFullYear() + 3,
      fingerprint: stableId('fp', card.number),
    };
  }

  async detachCard(): Promise<void> {}

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const card = this.cardOf(request.paymentMethodId, request.customerId);
    const paymentId = stableId('pi', request.idempotencyKey);
    if (card.outcome.kind === 'decline') {
      return { status: 'failed', paymentId, clientSecret: null, failureMessage: card.outcome.message };
    }
    if (card.outcome.kind === 'authentication-required') {
      return {
        status: 'failed',
        paymentId,
        clientSecret: null,
        failureMessage: PROCESSOR_MESSAGES.sandboxAuthentication,
      };
    }
    return { status: 'paid', paymentId, clientSecret: null, failureMessage: null };
  }

  async refund(request: { paymentId: string; idempotencyKey: string }): Promise<RefundOutcome> {
    return { status: 'paid', refundId: stableId('re', request.idempotencyKey), failureMessage: null };
  }

  verifyWebhook(): ProcessorEvent {
    throw new NotFoundError(PROCESSOR_MESSAGES.webhooksOff);
  }
}
