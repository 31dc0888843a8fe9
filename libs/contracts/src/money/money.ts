import {
  CANCELLATION_WINDOW_HOURS,
  CHARGE_MIN_CENTS,
  LATE_CANCEL_FEE_CENTS,
  TAX_RATE_PERCENT,
} from '../constants';
import type { Instant } from '../time/studio-time';

/** Dollars as typed by an admin (at most two decimals) to integer cents, without float drift. */
export function dollarsToCents(dollars: number | string): number {
  const text = typeof dollars === 'number' ? dollars.toFixed(2) : dollars.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount in dollars: ${dollars}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Cents as the dollars number the API shows (exact for two decimals). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Price with tax, rounded half up to the cent: price times 1.08. */
export function withTaxCents(priceCents: number): number {
  return Math.round((priceCents * (100 + TAX_RATE_PERCENT)) / 100);
}

export interface CancellationOutcome {
  isFullRefund: boolean;
  refundCents: number;
  feeCents: number;
  creditReturned: boolean;
}

/**
 * The refund policy of spec §4: cancelled at least 24 hours before the class, card bookings are refunded
 * in full and credit bookings get their credit back; later, card bookings pay the $10 fee out of the refund
 * (a payment of $10 or less is kept whole, and is the fee) and credit bookings lose the credit. A booking whose class
 * the studio moved after it was made counts as cancelled early until the class starts.
 */
export function cancellationOutcome(args: {
  paidCents: number;
  usedCredits: boolean;
  startTime: Instant;
  now: Instant;
  /** The studio moved the class to another time after the booking: the member may withdraw without loss. */
  movedByStudio?: boolean;
  /**
   * Billing's word that a credit booking's credit would come back now: false once the membership or the 30-day
   * credit period it was spent in has ended (then even an early cancellation, a full refund by the policy, returns
   * nothing). Absent: it would.
   */
  creditReturnable?: boolean;
}): CancellationOutcome {
  const hoursBefore = (new Date(args.startTime).getTime() - new Date(args.now).getTime()) / 3_600_000;
  const early = args.movedByStudio === true || hoursBefore >= CANCELLATION_WINDOW_HOURS;
  if (args.usedCredits) {
    const creditReturned = early && args.creditReturnable !== false;
    return { isFullRefund: early, refundCents: 0, feeCents: 0, creditReturned };
  }
  if (early) return { isFullRefund: true, refundCents: args.paidCents, feeCents: 0, creditReturned: false };
  // Spec §4: the $10 fee, the remainder (if any) refunded. A payment below the fee is kept whole, and the fee
  // reported is what was kept, so that payment, fee and refund add up.
  const feeCents = Math.min(LATE_CANCEL_FEE_CENTS, args.paidCents);
  return {
    isFullRefund: false,
    refundCents: args.paidCents - feeCents,
    feeCents,
    creditReturned: false,
  };
}

/**
 * The plan-change rule: the unused part of the current period, in proportion to time, is credited against the
 * new plan's first charge (rounded down to the cent). The period is worth its price, whether paid in cash or by
 * the credit of the plan before it; what it is worth beyond its price (credit a change from a dearer plan carried
 * in, which renewals spend period by period) is not used up with time, so it is credited whole, also once the
 * period is over and its renewal is still being retried. Credit above the new price is not paid out.
 */
export function unusedPeriodCreditCents(args: {
  priceCents: number;
  periodValueCents: number;
  periodStart: Instant;
  periodEnd: Instant;
  now: Instant;
}): number {
  const carried = Math.max(0, args.periodValueCents - args.priceCents);
  const own = args.periodValueCents - carried;
  const start = new Date(args.periodStart).getTime();
  const end = new Date(args.periodEnd).getTime();
  const now = new Date(args.now).getTime();
  if (end <= start || now >= end) return carried;
  const unused = Math.min(end - Math.max(now, start), end - start);
  return carried + Math.min(own, Math.floor((own * unused) / (end - start)));
}

/**
 * What a membership charge (a plan change's first, a renewal) asks of the card: an amount the processors would
 * refuse as below their minimum (a few cents left once a credit is taken off) is waived, not charged.
 */
export function membershipChargeCents(cents: number): number {
  return cents < CHARGE_MIN_CENTS ? 0 : cents;
}

/** A whole number of cents: `Number(v.toFixed(2)) === v` holds for 19.99 and fails for 20.555 or 1e-9. */
export function isWholeCents(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(2)) === value;
}
