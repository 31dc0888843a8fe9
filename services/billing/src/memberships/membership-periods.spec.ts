import { creditsAfterPlanChange, periodEnd } from './membership-periods';

describe('membership periods', () => {
  const anchor = new Date('2032-01-31T10:00:00Z');

  it("ends each period on the day of the month the membership began, or the month's last day", () => {
    const first = periodEnd(anchor, anchor, 'monthly');
    const second = periodEnd(anchor, first, 'monthly');
    const third = periodEnd(anchor, second, 'monthly');
    // 2 AM Pacific each time: 10:00 UTC in winter, 09:00 once daylight saving began (March 14).
    expect([first, second, third].map((d) => d.toISOString())).toEqual([
      '2032-02-29T10:00:00.000Z',
      '2032-03-31T09:00:00.000Z',
      '2032-04-30T09:00:00.000Z',
    ]);
  });

  it("counts the studio's days, not UTC's: a plan bought on an evening of the 30th ends on the 30th", () => {
    // Saturday, January 30, 5 PM Pacific: already the 31st in UTC.
    const evening = new Date('2027-01-31T01:00:00Z');
    const first = periodEnd(evening, evening, 'monthly');
    const second = periodEnd(evening, first, 'monthly');
    const third = periodEnd(evening, second, 'monthly');
    expect([first, second, third].map((d) => d.toISOString())).toEqual([
      '2027-03-01T01:00:00.000Z',
      '2027-03-31T00:00:00.000Z',
      '2027-05-01T00:00:00.000Z',
    ]);
  });

  it('counts quarters and years in whole months across the year end', () => {
    const start = new Date('2031-11-30T18:00:00Z');
    expect(periodEnd(start, start, 'quarterly').toISOString()).toBe('2032-02-29T18:00:00.000Z');
    expect(periodEnd(start, new Date('2032-02-29T18:00:00Z'), 'quarterly').toISOString()).toBe(
      '2032-05-30T17:00:00.000Z',
    );
    expect(periodEnd(start, start, 'yearly').toISOString()).toBe('2032-11-30T18:00:00.000Z');
  });

  it('keeps the credit cycle on a change of plan: credits spent count against the new plan', () => {
    const now = new Date('2032-03-10T12:00:00Z');
    const resets = new Date('2032-03-20T12:00:00Z');
    expect(creditsAfterPlanChange({ spentThisCycle: 3, creditResetDate: resets }, 10, now)).toEqual({
      remainingCredits: 7,
      creditResetDate: resets,
    });
    // Down to a plan with fewer credits than were spent: none left until the reset.
    expect(creditsAfterPlanChange({ spentThisCycle: 7, creditResetDate: resets }, 4, now)).toEqual({
      remainingCredits: 0,
      creditResetDate: resets,
    });
    // A reset already due: a new cycle, nothing spent in it.
    const due = new Date('2032-03-01T12:00:00Z');
    expect(creditsAfterPlanChange({ spentThisCycle: 4, creditResetDate: due }, 10, now)).toEqual({
      remainingCredits: 10,
      creditResetDate: new Date('2032-03-31T12:00:00Z'),
    });
  });
});
