/** How plans and cards read on the billing screens (spec §2 "Membership upgrade card", "Plans dialog", §9). */
import { PLAN_FEATURES_SHOWN, PLAN_INTERVAL_MONTHS, type PlanInterval } from '@studio/contracts/browser';
import { formatCents, formatDollars } from '../../lib/money';
import { toPacific } from '../../lib/pacific-time';

interface Priced {
  price: number;
  interval: PlanInterval;
}

interface Ranked extends Priced {
  priority: number;
}

/** Spec §9: displayed prices are per month; a quarterly or yearly price is spread over its months, in cents. */
export function pricePerMonthCents(plan: Priced): number {
  return Math.round((plan.price * 100) / PLAN_INTERVAL_MONTHS[plan.interval]);
}

/** '$89.00/month' */
export function formatPerMonth(plan: Priced): string {
  return `${formatCents(pricePerMonthCents(plan))}/month`;
}

/** What a quarterly or yearly plan charges at once ('Billed $240.00 every 3 months'); null for monthly plans. */
export function billingNote(plan: Priced): string | null {
  const months = PLAN_INTERVAL_MONTHS[plan.interval];
  if (months === 1) return null;
  return `Billed ${formatDollars(plan.price)} every ${months} months`;
}

/**
 * On a change of plan, what the first charge comes to once the unused part of the current plan is taken off;
 * null when the whole price is due (the Subscribe button says it).
 */
export function dueTodayNote(quote: {
  unusedCredit: number;
  dueToday: number;
  replacesPlan: string | null;
}): string | null {
  if (!quote.replacesPlan || quote.unusedCredit <= 0) return null;
  const due = formatDollars(quote.dueToday);
  const unused = formatDollars(quote.unusedCredit);
  const effect = quote.dueToday > 0 ? 'comes off' : 'covers';
  return `Due today: ${due}. The unused part of your ${quote.replacesPlan} plan, ${unused}, ${effect} this first charge.`;
}

/** The plans dialog's order: priority ascending (ties by price). */
export function sortPlans<P extends Ranked>(plans: readonly P[]): P[] {
  return [...plans].sort((a, b) => a.priority - b.priority || a.price - b.price);
}

/** The plan the home card promotes: the highest priority among plans that cost something. */
export function promotedPlan<P extends Ranked>(plans: readonly P[]): P | null {
  const paid = sortPlans(plans.filter((plan) => plan.price > 0));
  return paid.at(-1) ?? null;
}

/** Spec §9 "Plan display": the first three features, plus '+n more' when there are others. */
export function featureSummary(features: readonly string[]): { shown: string[]; more: string | null } {
  const hidden = features.length - PLAN_FEATURES_SHOWN;
  return { shown: features.slice(0, PLAN_FEATURES_SHOWN), more: hidden > 0 ? `+${hidden} more` : null };
}

/** 'Feb 5, 2026', in studio time. */
export function formatDate(iso: string): string {
  return toPacific(iso).format('MMM D, YYYY');
}

/** 'Visa', 'Mastercard', 'Amex' */
export function brandName(brand: string): string {
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
  };
  return names[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** '12/30' */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
