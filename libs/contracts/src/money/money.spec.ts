import {
  cancellationOutcome,
  dollarsToCents,
  membershipChargeCents,
  unusedPeriodCreditCents,
  withTaxCents,
} from './money';

describe('money', () => {
  it('reads dollars into integer cents without float drift', () => {
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents('25')).toBe(2500);
    expect(() => dollarsToCents('1.999')).toThrow(RangeError);
  });

  it('adds 8 percent tax rounded to the cent', () => {
    expect(withTaxCents(2500)).toBe(2700);
    expect(withTaxCents(1999)).toBe(2159);
  });

  const start = '2026-01-10T18:00:00Z';
  it('refunds in full when a card booking is cancelled 24 hours or more before the class', () => {
    expect(
      cancellationOutcome({
        paidCents: 2700,
        usedCredits: false,
        startTime: start,
        now: '2026-01-09T18:00:00Z',
      }),
    ).toEqual({
      isFullRefund: true,
      refundCents: 2700,
      feeCents: 0,
      creditReturned: false,
    });
  });

  it('keeps the $10 fee when a card booking is cancelled less than 24 hours before', () => {
    expect(
      cancellationOutcome({
        paidCents: 2700,
        usedCredits: false,
        startTime: start,
        now: '2026-01-09T18:00:01Z',
      }),
    ).toEqual({
      isFullRefund: false,
      refundCents: 1700,
      feeCents: 1000,
      creditReturned: false,
    });
  });

  it('keeps a late-cancelled payment smaller than the $10 fee whole, as the fee, and refunds nothing', () => {
    expect(
      cancellationOutcome({
        paidCents: 540,
        usedCredits: false,
        startTime: start,
        now: '2026-01-09T19:00:00Z',
      }),
    ).toEqual({ isFullRefund: false, refundCents: 0, feeCents: 540, creditReturned: false });
  });

  it('gives everything back, late or not, when the studio moved the class after it was booked', () => {
    const late = { startTime: start, now: '2026-01-10T08:00:00Z', movedByStudio: true };
    expect(cancellationOutcome({ ...late, paidCents: 2700, usedCredits: false })).toEqual({
      isFullRefund: true,
      refundCents: 2700,
      feeCents: 0,
      creditReturned: false,
    });
    expect(cancellationOutcome({ ...late, paidCents: 0, usedCredits: true }).creditReturned).toBe(true);
  });

  it('returns the credit only when a credit booking is cancelled 24 hours or more before', () => {
    expect(
      cancellationOutcome({ paidCents: 0, usedCredits: true, startTime: start, now: '2026-01-09T18:00:00Z' })
        .creditReturned,
    ).toBe(true);
    expect(
      cancellationOutcome({ paidCents: 0, usedCredits: true, startTime: start, now: '2026-01-09T19:00:00Z' })
        .creditReturned,
    ).toBe(false);
  });

  it('keeps the credit of an early cancellation when billing has nowhere to return it, still a full refund by the policy', () => {
    const early = { paidCents: 0, usedCredits: true, startTime: start, now: '2026-01-09T18:00:00Z' };
    expect(cancellationOutcome({ ...early, creditReturnable: false })).toEqual({
      isFullRefund: true,
      refundCents: 0,
      feeCents: 0,
      creditReturned: false,
    });
    expect(cancellationOutcome({ ...early, creditReturnable: true }).creditReturned).toBe(true);
  });

  it("waives a membership charge below the processors' $0.50 minimum instead of sending it to be refused", () => {
    expect(membershipChargeCents(2)).toBe(0);
    expect(membershipChargeCents(49)).toBe(0);
    expect(membershipChargeCents(-300)).toBe(0);
    expect(membershipChargeCents(50)).toBe(50);
    expect(membershipChargeCents(4900)).toBe(4900);
  });

  it('credits the unused part of a period in proportion to time, rounded down to the cent', () => {
    const period = {
      priceCents: 8900,
      periodValueCents: 8900,
      periodStart: '2026-01-01T00:00:00Z',
      periodEnd: '2026-01-31T00:00:00Z',
    };
    expect(unusedPeriodCreditCents({ ...period, now: '2026-01-16T00:00:00Z' })).toBe(4450);
    expect(unusedPeriodCreditCents({ ...period, now: '2026-01-11T00:00:00Z' })).toBe(5933);
    expect(unusedPeriodCreditCents({ ...period, now: '2025-12-25T00:00:00Z' })).toBe(8900);
    expect(unusedPeriodCreditCents({ ...period, now: '2026-01-31T00:00:00Z' })).toBe(0);
  });

  it('credits what a period carried beyond its price whole, whenever the plan changes', () => {
    // A $49 period worth $149 (a change down from a $149 plan): $100 carried, the $49 used up with time.
    const period = {
      priceCents: 4900,
      periodValueCents: 14900,
      periodStart: '2026-01-01T00:00:00Z',
      periodEnd: '2026-01-31T00:00:00Z',
    };
    expect(unusedPeriodCreditCents({ ...period, now: '2026-01-16T00:00:00Z' })).toBe(10000 + 2450);
    expect(unusedPeriodCreditCents({ ...period, now: '2025-12-25T00:00:00Z' })).toBe(14900);
    // Over, its renewal still being retried: the carried credit is still the member's.
    expect(unusedPeriodCreditCents({ ...period, now: '2026-02-01T00:00:00Z' })).toBe(10000);
  });
});
