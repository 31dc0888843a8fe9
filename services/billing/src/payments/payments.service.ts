import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  centsToDollars,
  ChargeBookingDto,
  ChargeResultDto,
  PaymentStatus,
  RefundBookingDto,
  RefundResultDto,
  StripeWebhookDto,
  TransactionDto,
  WebhookResultDto,
} from '@studio/contracts';
import { ConflictError, InvalidError, NotFoundError } from '@studio/platform';
import { CardsService, PayingCard } from '../cards/cards.service';
import { PaymentProcessor } from '../processor/payment-processor';
import { Transaction } from './transaction.entity';
import { TransactionsRepository } from './transactions.repository';

export const PAYMENT_MESSAGES = {
  failed: 'Payment failed',
  inFlight: 'This payment is still being processed. Please try again in a moment.',
  noCharge: 'No card payment was made for this booking',
  chargeNotPaid: 'The payment for this booking has not gone through, so there is nothing to refund',
  refundTooLarge: (cents: number) => `A refund cannot exceed the $${(cents / 100).toFixed(2)} left to refund`,
} as const;

export const bookingChargeKey = (bookingId: number) => `booking:${bookingId}:charge`;
export const bookingRefundKey = (bookingId: number) => `booking:${bookingId}:refund`;

export function toTransactionOutput(row: Transaction): TransactionDto {
  return Object.assign(new TransactionDto(), {
    id: row.id,
    kind: row.kind,
    bookingId: row.bookingId,
    membershipId: row.membershipId,
    userId: row.userId,
    className: row.className,
    description: row.description,
    amount: centsToDollars(row.amountCents),
    status: row.status,
    paymentId: row.paymentId,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
  });
}

export interface MembershipCharge {
  userId: number;
  membershipId: number;
  idempotencyKey: string;
  amountCents: number;
  description: string;
  card: PayingCard;
  offSession: boolean;
}

@Injectable()
export class PaymentsService {
  constructor(
    private readonly transactions: TransactionsRepository,
    private readonly processor: PaymentProcessor,
    private readonly cards: CardsService,
  ) {}

  /**
   * Charges a booking once, whatever repeats or races: the booking id is the key here and at the processor. A
   * repeat finds the key claimed and answers the first charge's outcome (see move).
   */
  async chargeBooking(input: ChargeBookingDto): Promise<ChargeResultDto> {
    return this.chargeResult(await this.moveBookingCharge(input));
  }

  /** Refunds a booking's charge once (in full, or the amount given), whatever repeats or races. */
  async refundBooking(input: RefundBookingDto): Promise<RefundResultDto> {
    const key = bookingRefundKey(input.bookingId);
    const done = await this.transactions.findByKey(key);
    if (done && done.status !== 'pending') return this.refundResult(done);
    let charge = await this.transactions.findByKey(bookingChargeKey(input.bookingId));
    if (!charge) throw new NotFoundError(PAYMENT_MESSAGES.noCharge);
    if (charge.status === 'pending' && !charge.paymentId && charge.paymentMethodId) {
      charge = await this.askAgain(charge, input.bookingId, charge.paymentMethodId);
    }
    if (charge.status !== 'paid' || !charge.paymentId)
      throw new ConflictError(PAYMENT_MESSAGES.chargeNotPaid);
    const left = charge.amountCents - (await this.transactions.refundedCents(charge.id, key));
    const amountCents = input.amountCents ?? left;
    if (amountCents > left || amountCents <= 0) throw new InvalidError(PAYMENT_MESSAGES.refundTooLarge(left));
    const paymentId = charge.paymentId;
    const row = await this.move(
      {
        kind: 'refund',
        idempotencyKey: key,
        userId: charge.userId,
        bookingId: input.bookingId,
        chargeId: charge.id,
        className: charge.className,
        description: `Refund of booking ${input.bookingId}: ${charge.className ?? ''}`.trim(),
        amountCents,
      },
      async () => {
        const refund = await this.processor.refund({ paymentId, amountCents, idempotencyKey: key });
        return { status: refund.status, paymentId: refund.refundId, failureMessage: refund.failureMessage };
      },
    );
    return this.refundResult(row);
  }

  /**
   * A booking charge whose answer was never recorded (billing stopped between asking the processor and writing
   * down its answer, or another request is still asking): asked again with its card and key once its claim's lease
   * ran out, so a refund learns whether money moved and gives it back. Still under way, it is a 503 to retry.
   */
  private async askAgain(
    charge: Transaction,
    bookingId: number,
    paymentMethodId: string,
  ): Promise<Transaction> {
    try {
      return await this.moveBookingCharge({
        userId: charge.userId,
        bookingId,
        amountCents: charge.amountCents,
        paymentMethodId,
        className: charge.className ?? '',
      });
    } catch (error) {
      if (error instanceof ConflictError) throw new ServiceUnavailableException(PAYMENT_MESSAGES.inFlight);
      throw error;
    }
  }

  /** Claims a booking's charge and asks the processor; the same key there makes a second ask learn the first. */
  private async moveBookingCharge(input: ChargeBookingDto): Promise<Transaction> {
    const key = bookingChargeKey(input.bookingId);
    await this.cards.mayAttempt(input.userId);
    const card = await this.cards.payingCard(input.userId, input.paymentMethodId, false);
    const description = `Booking ${input.bookingId}: ${input.className}`;
    return this.move(
      {
        kind: 'charge',
        idempotencyKey: key,
        userId: input.userId,
        bookingId: input.bookingId,
        className: input.className,
        paymentMethodId: input.paymentMethodId,
        description,
        amountCents: input.amountCents,
      },
      (id) =>
        this.cards.attempt(input.userId, () =>
          this.processor.charge({
            ...card,
            amountCents: input.amountCents,
            idempotencyKey: key,
            description,
            offSession: false,
            metadata: {
              bookingId: String(input.bookingId),
              userId: String(input.userId),
              transactionId: String(id),
            },
          }),
        ),
    );
  }

  /**
   * A membership's charge (first period or a renewal). With `em` it is recorded in the caller's transaction,
   * which holds the membership's row lock, so two workers never both charge a renewal.
   */
  async chargeMembership(charge: MembershipCharge, em?: EntityManager): Promise<Transaction> {
    // A renewal is the studio's attempt, not the member's: it neither waits for nor adds to their limit.
    if (!charge.offSession) await this.cards.mayAttempt(charge.userId);
    return this.move(
      {
        kind: 'charge',
        idempotencyKey: charge.idempotencyKey,
        userId: charge.userId,
        membershipId: charge.membershipId,
        description: charge.description,
        amountCents: charge.amountCents,
      },
      () => {
        const ask = () =>
          this.processor.charge({
            ...charge.card,
            amountCents: charge.amountCents,
            idempotencyKey: charge.idempotencyKey,
            description: charge.description,
            offSession: charge.offSession,
            metadata: { membershipId: String(charge.membershipId), userId: String(charge.userId) },
          });
        return charge.offSession ? ask() : this.cards.attempt(charge.userId, ask);
      },
      em,
    );
  }

  /** Claims the key, asks the processor and records its answer; or waits for whoever holds the claim. */
  private async move(
    fields: Parameters<TransactionsRepository['claim']>[0],
    ask: (id: number) => Promise<{
      status: PaymentStatus;
      paymentId: string | null;
      clientSecret?: string | null;
      failureMessage: string | null;
    }>,
    em?: EntityManager,
  ): Promise<Transaction> {
    const id = await this.transactions.claim(fields, em);
    if (id === null) {
      const row = await this.transactions.awaitOutcome(fields.idempotencyKey);
      if (!row || (row.status === 'pending' && !row.paymentId))
        throw new ConflictError(PAYMENT_MESSAGES.inFlight);
      return row;
    }
    let outcome: Awaited<ReturnType<typeof ask>>;
    try {
      outcome = await ask(id);
    } catch (error) {
      // The processor refused outright (an unknown card, a card number outside the sandbox): nothing moved, so
      // the claim is settled as failed at once. Left pending, a retry would wait out the lease and get a 409.
      // Any other failure leaves the outcome unknown, and the claim pending until its lease ends.
      if (error instanceof InvalidError) {
        await this.transactions.settle(
          id,
          { status: 'failed', paymentId: null, failureMessage: error.message },
          em,
        );
      }
      throw error;
    }
    return this.transactions.settle(id, outcome, em);
  }

  private chargeResult(row: Transaction): ChargeResultDto {
    if (row.status === 'failed') throw new InvalidError(row.failureMessage ?? PAYMENT_MESSAGES.failed);
    return {
      transactionId: row.id,
      status: row.status,
      amountCents: row.amountCents,
      paymentId: row.paymentId,
      clientSecret: row.status === 'pending' ? row.clientSecret : null,
    };
  }

  private refundResult(row: Transaction): RefundResultDto {
    if (row.status === 'failed') throw new InvalidError(row.failureMessage ?? 'Refund failed');
    return {
      transactionId: row.id,
      status: row.status,
      amountCents: row.amountCents,
      refundId: row.paymentId,
    };
  }

  async list(status?: PaymentStatus): Promise<TransactionDto[]> {
    return (await this.transactions.list(status)).map(toTransactionOutput);
  }

  /**
   * A Stripe webhook: signature checked, each event handled once; a payment's or refund's new status is
   * recorded, and `onPaymentSettled` lets memberships finish a purchase that waited for 3-D Secure.
   */
  async handleWebhook(
    input: StripeWebhookDto,
    onPaymentSettled: (row: Transaction) => Promise<void>,
  ): Promise<WebhookResultDto> {
    const event = this.processor.verifyWebhook(input.payload, input.signature);
    if (!(await this.transactions.recordWebhookEvent(event.id, event.type))) {
      return { received: true, duplicate: true };
    }
    if (event.type === 'payment' || event.type === 'refund') {
      const id = event.type === 'payment' ? event.paymentId : event.refundId;
      const row = await this.transactions.updateStatusByPaymentId(id, event.status, event.failureMessage);
      if (row) await onPaymentSettled(row);
    }
    return { received: true, duplicate: false };
  }
}
