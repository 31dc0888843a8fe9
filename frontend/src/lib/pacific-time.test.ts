import {
  minutesBetween,
  addDays,
  formatDateTime,
  isBookable,
  studioToday,
  timeOfDay,
  weekDays,
  weekStart,
} from './pacific-time';

describe('time-of-day groups in Pacific time', () => {
  // January: PST (UTC-8). 11:59 PST = 19:59 UTC.
  it.each([
    ['2026-01-05T19:59:00Z', 'morning'],
    ['2026-01-05T20:00:00Z', 'afternoon'],
    ['2026-01-06T00:59:00Z', 'afternoon'],
    ['2026-01-06T01:00:00Z', 'evening'],
  ])('in winter (PST) %s is %s', (iso, group) => {
    expect(timeOfDay(iso)).toBe(group);
  });

  // July: PDT (UTC-7). 11:59 PDT = 18:59 UTC.
  it.each([
    ['2026-07-06T18:59:00Z', 'morning'],
    ['2026-07-06T19:00:00Z', 'afternoon'],
    ['2026-07-06T23:59:00Z', 'afternoon'],
    ['2026-07-07T00:00:00Z', 'evening'],
  ])('in summer (PDT) %s is %s', (iso, group) => {
    expect(timeOfDay(iso)).toBe(group);
  });

  it('puts a class at 11:59 PM UTC on the Pacific afternoon of the same day, not the next morning', () => {
    expect(timeOfDay('2026-07-06T23:00:00Z')).toBe('afternoon');
  });
});

describe('week strip', () => {
  it('starts on Monday and runs seven days across a month end', () => {
    const start = weekStart('2026-01-29');
    expect(start).toBe('2026-01-26');
    expect(weekDays(start)).toEqual([
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
  });

  it('treats Sunday as the last day of its week', () => {
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
  });

  it('crosses a year end and a daylight-saving change without losing a day', () => {
    expect(weekDays(weekStart('2025-12-31'))).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -7)).toBe('2026-10-25');
  });

  it("judges 'today' in Pacific time", () => {
    // 03:00 UTC on Jan 6 is still Jan 5 in California.
    expect(studioToday(new Date('2026-01-06T03:00:00Z'))).toBe('2026-01-05');
  });
});

describe('formatting', () => {
  it('gives a slot its own length, whatever the class usually lasts', () => {
    expect(minutesBetween('2026-01-05T17:00:00Z', '2026-01-05T17:30:00Z')).toBe(30);
  });

  it('formats date and time as the spec example', () => {
    expect(formatDateTime('2026-01-05T23:00:00Z')).toBe('Monday, Jan 5, 3:00 PM');
  });
});

describe('booking window', () => {
  const now = new Date('2026-01-10T20:00:00Z'); // Saturday noon PST

  it('keeps a class bookable all of its own day', () => {
    expect(isBookable('2026-01-10T16:00:00Z', '2026-01-10T17:00:00Z', now)).toBe(true);
  });

  it('keeps future classes bookable', () => {
    expect(isBookable('2026-01-12T16:00:00Z', '2026-01-12T17:00:00Z', now)).toBe(true);
  });

  it('closes a class of an earlier day once it has ended', () => {
    expect(isBookable('2026-01-09T16:00:00Z', '2026-01-09T17:00:00Z', now)).toBe(false);
  });
});

// The frontend's tests run with TZ=America/New_York (package.json): a browser whose zone switches hours before the
// studio's, where times between the two switches were shown an hour off.
describe('in a browser east of the studio, between the two zones’ daylight-saving switches', () => {
  it('shows Pacific times and dates, not ones shifted by the browser’s own switch', () => {
    expect(new Date('2027-03-14T08:00:00Z').getTimezoneOffset()).toBe(240);
    expect(formatDateTime('2027-03-14T08:00:00Z')).toBe('Sunday, Mar 14, 12:00 AM');
    expect(formatDateTime('2027-03-14T09:30:00Z')).toBe('Sunday, Mar 14, 1:30 AM');
    expect(formatDateTime('2027-11-07T06:30:00Z')).toBe('Saturday, Nov 6, 11:30 PM');
    expect(studioToday(new Date('2027-03-14T08:25:00Z'))).toBe('2027-03-14');
  });
});
