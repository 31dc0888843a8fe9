import { sandboxCardState, sandboxPaymentMethodId } from './payment-provider/sandbox-card';
import {
  billingNote,
  brandName,
  dueTodayNote,
  formatExpiry,
  formatPerMonth,
  promotedPlan,
  featureSummary,
  sortPlans,
} from './plan-display';

const plan = (id: number, priority: number, price: number) => ({
  id,
  priority,
  price,
  interval: 'monthly' as const,
});

describe('plan display', () => {
  it('notes what is due today only when a current plan is credited', () => {
    const quote = { unusedCredit: 0, dueToday: 89, replacesPlan: null };
    expect(dueTodayNote(quote)).toBeNull();
    expect(dueTodayNote({ ...quote, replacesPlan: 'Starter' })).toBeNull();
    expect(dueTodayNote({ unusedCredit: 89, dueToday: 0, replacesPlan: 'Gold' })).toBe(
      'Due today: $0.00. The unused part of your Gold plan, $89.00, covers this first charge.',
    );
  });

  it('promotes the highest-priority plan that costs something', () => {
    expect(promotedPlan([plan(1, 1, 49), plan(2, 3, 149), plan(3, 9, 0)])?.id).toBe(2);
    expect(promotedPlan([plan(3, 9, 0)])).toBeNull();
    expect(promotedPlan([])).toBeNull();
  });

  it('sorts plans by priority ascending', () => {
    expect(sortPlans([plan(1, 3, 10), plan(2, 1, 10), plan(3, 2, 10)]).map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('shows prices per month with two decimals, spreading longer intervals over their months', () => {
    expect(formatPerMonth({ price: 89, interval: 'monthly' })).toBe('$89.00/month');
    expect(formatPerMonth({ price: 240, interval: 'quarterly' })).toBe('$80.00/month');
    expect(billingNote({ price: 240, interval: 'quarterly' })).toBe('Billed $240.00 every 3 months');
    expect(billingNote({ price: 89, interval: 'monthly' })).toBeNull();
  });

  it('shows the first three features, card brands and expiry', () => {
    expect(featureSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 more' });
    expect(featureSummary(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('mastercard')).toBe('Mastercard');
    expect(brandName('elo')).toBe('Elo');
    expect(formatExpiry(3, 2031)).toBe('03/31');
  });
});

describe('sandbox card field', () => {
  it("maps Stripe's test card numbers and test ids to payment-method ids", () => {
    expect(sandboxPaymentMethodId('4242 4242 4242 4242')).toBe('pm_card_visa');
    expect(sandboxPaymentMethodId('5555-5555-5555-4444')).toBe('pm_card_mastercard');
    expect(sandboxPaymentMethodId('4000000000000002')).toBe('pm_card_chargeDeclined');
    expect(sandboxPaymentMethodId(' pm_card_visa ')).toBe('pm_card_visa');
    expect(sandboxPaymentMethodId('pm_card_chargeDeclinedExpiredCard')).toBe(
      'pm_card_chargeDeclinedExpiredCard',
    );
    expect(sandboxPaymentMethodId('4111 1111 1111 1111')).toBeNull();
    expect(sandboxPaymentMethodId('hello')).toBeNull();
  });

  it('is complete only for a known card, and says so when a full number is not a test card', () => {
    expect(sandboxCardState('4242 4242 4242 4242')).toEqual({ ready: true, complete: true, error: null });
    expect(sandboxCardState('4242 42')).toEqual({ ready: true, complete: false, error: null });
    expect(sandboxCardState('4111 1111 1111 1111').error).toMatch(/not one of Stripe’s test cards/);
  });
});
