import { HttpException, Injectable } from '@nestjs/common';
import { BILLING_ROUTES } from '@studio/contracts';
import { ServiceClients } from '@studio/platform';
import { BookingConfig } from '../booking.config';

export interface CardCharge {
  userId: number;
  bookingId: number;
  paymentMethodId: string;
  amountCents: number;
  className: string;
}

export interface ChargeOutcome {
  /** paid; pending: the card needs an authentication step booking cannot offer. */
  status: 'paid' | 'pending' | 'failed';
  paymentId: string | null;
}

/**
 * Every movement of money booking asks for, through billing's internal routes. Each call is keyed by the
 * booking id, so asking twice (a retry, the repair job) moves money once.
 */
@Injectable()
export class BillingPayments {
  constructor(
    private readonly clients: ServiceClients,
    private readonly config: BookingConfig,
  ) {}

  async charge(c: CardCharge): Promise<ChargeOutcome> {
    const result = await this.clients.of('billing').call(BILLING_ROUTES.chargeBooking, {
      body: {
        userId: c.userId,
        bookingId: c.bookingId,
        amountCents: c.amountCents,
        paymentMethodId: c.paymentMethodId,
        className: c.className,
      },
      caller: { userId: c.userId, isAdmin: false },
      timeoutMs: this.config.BILLING_TIMEOUT_MS,
    });
    return { status: result.status, paymentId: result.paymentId };
  }

  /** Takes one credit for the booking of a class starting at `classStart` (a cancelled membership's ends first). */
  async useCredit(userId: number, bookingId: number, classStart: Date): Promise<void> {
    await this.clients.of('billing').call(BILLING_ROUTES.useCredit, {
      body: { userId, bookingId, classStartTime: classStart.toISOString() },
      caller: { userId, isAdmin: false },
      timeoutMs: this.config.BILLING_TIMEOUT_MS,
    });
  }

  /** Refunds `amountCents` of the booking's charge; billing answers 404 when nothing was charged for it. */
  async refund(userId: number, bookingId: number, amountCents: number): Promise<void> {
    await this.clients.of('billing').call(BILLING_ROUTES.refundBooking, {
      body: { bookingId, amountCents },
      caller: { userId, isAdmin: false },
      timeoutMs: this.config.BILLING_TIMEOUT_MS,
    });
  }

  /**
   * Whether the booking's credit would come back if it were cancelled now. Billing not answering is no reason to
   * keep a member from cancelling: the credit is then expected back, and the return itself decides.
   */
  async creditReturnable(userId: number, bookingId: number): Promise<boolean> {
    try {
      const quote = await this.clients.of('billing').call(BILLING_ROUTES.quoteCreditReturn, {
        body: { userId, bookingId },
        caller: { userId, isAdmin: false },
        timeoutMs: this.config.BILLING_TIMEOUT_MS,
      });
      return quote.returnable;
    } catch (error) {
      if (isRefusal(error)) return false;
      return true;
    }
  }

  async returnCredit(userId: number, bookingId: number): Promise<void> {
    await this.clients.of('billing').call(BILLING_ROUTES.returnCredit, {
      body: { userId, bookingId },
      caller: { userId, isAdmin: false },
      timeoutMs: this.config.BILLING_TIMEOUT_MS,
    });
  }
}

/** Billing said no (a declined card, no credits, someone else's card): nothing was taken. */
export function isRefusal(error: unknown): error is HttpException {
  return error instanceof HttpException && error.getStatus() < 500;
}
