import Stripe from 'stripe';
import { CURRENCY, looksLikeCardNumber, PaymentStatus } from '@studio/contracts';
import { InvalidError, NotFoundError } from '@studio/platform';
import {
  CardDetails,
  CardRejectedError,
  ChargeOutcome,
  ChargeRequest,
  PaymentProcessor,
  PROCESSOR_MESSAGES,
  ProcessorEvent,
  ProcessorUnavailableError,
  RefundOutcome,
} from './payment-processor';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** A local double of the Stripe API in tests; Stripe itself otherwise. */
  apiUrl?: string;
}

function paymentStatus(status: Stripe.PaymentIntent.Status): PaymentStatus {
  if (status === 'succeeded') return 'paid';
  if (status === 'canceled' || status === 'requires_payment_method') return 'failed';
  return 'pending';
}

function refundStatus(status: string | null): PaymentStatus {
  if (status === 'succeeded') return 'paid';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** Stripe through its official SDK: customers, attached payment methods, PaymentIntents, refunds, webhooks. */
export class StripePaymentProcessor extends PaymentProcessor {
  readonly mode = 'stripe' as const;
  readonly publicKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    super();
    this.publicKey = settings.publishableKey;
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  /** Stripe's refusals as our domain errors; its messages never carry card numbers. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new CardRejectedError(error.message);
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        if (error.code === 'resource_missing') throw new CardRejectedError(PROCESSOR_MESSAGES.unknownCard);
        throw new InvalidError(error.message);
      }
      if (error instanceof Stripe.errors.StripeError) throw new ProcessorUnavailableError();
      throw error;
    }
  }

  private refuseCardNumbers(paymentMethodId: string): void {
    if (looksLikeCardNumber(paymentMethodId))
      throw new InvalidError(PROCESSOR_MESSAGES.cardNumberOutsideSandbox);
  }

  async createCustomer(userId: number): Promise<string> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { metadata: { userId: String(userId) } },
        { idempotencyKey: `customer-${userId}` },
      ),
    );
    return customer.id;
  }

  async attachCard(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    this.refuseCardNumbers(paymentMethodId);
    const method = await this.call(() =>
      this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }),
    );
    if (!method.card) throw new CardRejectedError('Only cards can be saved');
    return {
      paymentMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
      fingerprint: method.card.fingerprint ?? null,
    };
  }

  async detachCard(paymentMethodId: string): Promise<void> {
    try {
      await this.call(() => this.stripe.paymentMethods.detach(paymentMethodId));
    } catch (error) {
      // Already gone at Stripe: removing it here is all that is left to do.
      if (!(error instanceof CardRejectedError)) throw error;
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    this.refuseCardNumbers(request.paymentMethodId);
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: CURRENCY,
          customer: request.customerId,
          payment_method: request.paymentMethodId,
          confirm: true,
          off_session: request.offSession || undefined,
          description: request.description,
          metadata: request.metadata,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      const status = paymentStatus(intent.status);
      return {
        status,
        paymentId: intent.id,
        clientSecret: intent.status === 'requires_action' ? intent.client_secret : null,
        failureMessage: status === 'failed' ? (intent.last_payment_error?.message ?? 'Payment failed') : null,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'failed',
          paymentId: error.payment_intent?.id ?? null,
          clientSecret: null,
          failureMessage: error.message,
        };
      }
      return this.call(() => Promise.reject(error));
    }
  }

  async refund(request: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<RefundOutcome> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        { payment_intent: request.paymentId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    const status = refundStatus(refund.status);
    return {
      status,
      refundId: refund.id,
      failureMessage: status === 'failed' ? `Refund ${refund.failure_reason ?? 'failed'}` : null,
    };
  }

  verifyWebhook(payload: string, signature: string): ProcessorEvent {
    if (!this.settings.webhookSecret) throw new NotFoundError(PROCESSOR_MESSAGES.webhooksOff);
    if (!signature || !payload) throw new InvalidError(PROCESSOR_MESSAGES.unsigned);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, this.settings.webhookSecret);
    } catch {
      throw new InvalidError(PROCESSOR_MESSAGES.badSignature);
    }
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled': {
        const intent = event.data.object;
        const status = paymentStatus(intent.status);
        return {
          id: event.id,
          type: 'payment',
          paymentId: intent.id,
          status,
          failureMessage:
            status === 'failed' ? (intent.last_payment_error?.message ?? 'Payment failed') : null,
        };
      }
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed': {
        const refund = event.data.object;
        const status = refundStatus(refund.status);
        return {
          id: event.id,
          type: 'refund',
          refundId: refund.id,
          status,
          failureMessage: status === 'failed' ? `Refund ${refund.failure_reason ?? 'failed'}` : null,
        };
      }
      default:
        return { id: event.id, type: 'other', name: event.type };
    }
  }
}
