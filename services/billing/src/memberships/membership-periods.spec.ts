import { periodEnd } from './membership-periods';

describe('membership periods', () => {
  const anchor = new Date('2032-01-31T10:00:00Z');

  it("ends each period on the day of the month the membership began, or the month's last day", () => {
    const first = periodEnd(anchor, anchor, 'monthly');
    const second = periodEnd(anchor, first, 'monthly');
    const third = periodEnd(anchor, second, 'monthly');
    expect([first, second, third].map((d) => d.toISOString())).toEqual([
      '2032-02-29T10:00:00.000Z',
      '2032-03-31T10:00:00.000Z',
      '2032-04-30T10:00:00.000Z',
    ]);
  });

  it('counts quarters and years in whole months across the year end', () => {
    const start = new Date('2031-11-30T18:00:00Z');
    expect(periodEnd(start, start, 'quarterly').toISOString()).toBe('2032-02-29T18:00:00.000Z');
    expect(periodEnd(start, new Date('2032-02-29T18:00:00Z'), 'quarterly').toISOString()).toBe(
      '2032-05-30T18:00:00.000Z',
    );
    expect(periodEnd(start, start, 'yearly').toISOString()).toBe('2032-11-30T18:00:00.000Z');
  });
});
