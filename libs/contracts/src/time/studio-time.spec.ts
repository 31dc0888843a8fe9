import {
  inStudio,
  isBookable,
  isStudioDate,
  studioDateOf,
  studioDayRange,
  studioLocalToUtc,
  timeOfDay,
  utcToStudioLocal,
  weekStrip,
} from './studio-time';
import { STUDIO_TIME_ZONE } from '../constants';

describe('studio time', () => {
  it('converts 8:00 AM on a winter day as UTC-8', () => {
    expect(studioLocalToUtc({ date: '2026-01-05', hour: 8, minute: 0, amPm: 'AM' }).toISOString()).toBe(
      '2026-01-05T16:00:00.000Z',
    );
  });

  it('converts 8:00 AM on a summer day as UTC-7', () => {
    expect(studioLocalToUtc({ date: '2026-07-01', hour: 8, minute: 0, amPm: 'AM' }).toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
  });

  it('maps 12 AM to midnight and keeps 12 PM at noon', () => {
    expect(studioLocalToUtc({ date: '2026-01-05', hour: 12, minute: 0, amPm: 'AM' }).toISOString()).toBe(
      '2026-01-05T08:00:00.000Z',
    );
    expect(studioLocalToUtc({ date: '2026-01-05', hour: 12, minute: 30, amPm: 'PM' }).toISOString()).toBe(
      '2026-01-05T20:30:00.000Z',
    );
  });

  it('handles the spring-forward day (8 March 2026): 1 AM is UTC-8, 3 AM is UTC-7', () => {
    expect(studioLocalToUtc({ date: '2026-03-08', hour: 1, minute: 0, amPm: 'AM' }).toISOString()).toBe(
      '2026-03-08T09:00:00.000Z',
    );
    expect(studioLocalToUtc({ date: '2026-03-08', hour: 3, minute: 0, amPm: 'AM' }).toISOString()).toBe(
      '2026-03-08T10:00:00.000Z',
    );
    expect(studioLocalToUtc({ date: '2026-03-08', hour: 12, minute: 0, amPm: 'PM' }).toISOString()).toBe(
      '2026-03-08T19:00:00.000Z',
    );
    const day = studioDayRange('2026-03-08');
    expect((day.end.getTime() - day.start.getTime()) / 3_600_000).toBe(23);
  });

  it('handles the fall-back day (1 November 2026): midnight is UTC-7, noon is UTC-8, the day has 25 hours', () => {
    expect(studioLocalToUtc({ date: '2026-11-01', hour: 12, minute: 0, amPm: 'AM' }).toISOString()).toBe(
      '2026-11-01T07:00:00.000Z',
    );
    expect(studioLocalToUtc({ date: '2026-11-01', hour: 12, minute: 0, amPm: 'PM' }).toISOString()).toBe(
      '2026-11-01T20:00:00.000Z',
    );
    const day = studioDayRange('2026-11-01');
    expect((day.end.getTime() - day.start.getTime()) / 3_600_000).toBe(25);
  });

  it('round-trips UTC back to the edit form fields on both switch days', () => {
    for (const t of [
      { date: '2026-03-08', hour: 12, minute: 0, amPm: 'AM' as const },
      { date: '2026-03-08', hour: 6, minute: 45, amPm: 'PM' as const },
      { date: '2026-11-01', hour: 12, minute: 0, amPm: 'PM' as const },
      { date: '2026-11-01', hour: 9, minute: 15, amPm: 'AM' as const },
    ]) {
      expect(utcToStudioLocal(studioLocalToUtc(t))).toEqual(t);
    }
  });

  it('judges the studio date in Pacific time, not UTC', () => {
    expect(studioDateOf('2026-01-06T05:00:00Z')).toBe('2026-01-05');
  });

  it("reads the studio's clock and date as Intl does, across both daylight-saving switches", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: STUDIO_TIME_ZONE,
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    });
    const instants: number[] = [];
    for (const switchDay of ['2026-03-08T00:00:00Z', '2026-11-01T00:00:00Z']) {
      const from = Date.parse(switchDay);
      for (let t = from; t < from + 2 * 86_400_000; t += 7 * 60_000 + 13_000) instants.push(t);
    }
    for (let t = Date.parse('2025-01-01T00:00:00Z'); t < Date.parse('2028-01-01T00:00:00Z'); t += 86_399_017)
      instants.push(t);
    for (const t of instants) {
      const parts = Object.fromEntries(intl.formatToParts(t).map((p) => [p.type, p.value]));
      expect(inStudio(t).format('dddd, MM/DD/YYYY, h:mm:ss A')).toBe(
        `${parts.weekday}, ${parts.month}/${parts.day}/${parts.year}, ${parts.hour}:${parts.minute}:${parts.second} ${parts.dayPeriod}`,
      );
      expect(studioDateOf(t)).toBe(`${parts.year}-${parts.month}-${parts.day}`);
    }
  });

  it('takes a wall time the spring switch skips an hour on, and the first of one the autumn switch repeats', () => {
    expect(studioLocalToUtc({ date: '2027-03-14', hour: 2, minute: 30, amPm: 'AM' }).toISOString()).toBe(
      '2027-03-14T10:30:00.000Z',
    );
    expect(studioLocalToUtc({ date: '2027-11-07', hour: 1, minute: 30, amPm: 'AM' }).toISOString()).toBe(
      '2027-11-07T08:30:00.000Z',
    );
    expect(utcToStudioLocal('2027-11-07T08:30:00Z')).toEqual({
      date: '2027-11-07',
      hour: 1,
      minute: 30,
      amPm: 'AM',
    });
    expect(utcToStudioLocal('2027-11-07T09:30:00Z')).toEqual({
      date: '2027-11-07',
      hour: 1,
      minute: 30,
      amPm: 'AM',
    });
  });

  it('groups 11:59 as morning, 12:00 and 16:59 as afternoon, 17:00 as evening', () => {
    const at = (h: number, m: number, amPm: 'AM' | 'PM') =>
      studioLocalToUtc({ date: '2026-07-01', hour: h, minute: m, amPm });
    expect(timeOfDay(at(11, 59, 'AM'))).toBe('morning');
    expect(timeOfDay(at(12, 0, 'PM'))).toBe('afternoon');
    expect(timeOfDay(at(4, 59, 'PM'))).toBe('afternoon');
    expect(timeOfDay(at(5, 0, 'PM'))).toBe('evening');
  });

  it('starts the week strip on Monday, across a month end', () => {
    expect(weekStrip('2026-12-02')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weekStrip('2026-11-29')[0]).toBe('2026-11-23');
  });

  it('keeps a class bookable all of its own studio day and up to 8.5 hours after start otherwise', () => {
    const start = new Date('2026-01-05T20:00:00Z');
    const end = new Date('2026-01-06T06:00:00Z');
    expect(isBookable(start, end, '2026-01-06T04:29:00Z')).toBe(true);
    expect(isBookable(start, end, '2026-01-06T08:01:00Z')).toBe(false);
    const lateStart = new Date('2026-01-06T07:00:00Z');
    const lateEnd = new Date('2026-01-06T18:00:00Z');
    expect(isBookable(lateStart, lateEnd, '2026-01-06T15:30:00Z')).toBe(true);
    expect(isBookable(lateStart, lateEnd, '2026-01-06T15:31:00Z')).toBe(false);
  });
});

/** The contracts' tests run with TZ=America/New_York (package.json), whose switches come hours before the studio's. */
describe("studio time in a process whose own zone switches at other hours (New York's)", () => {
  it('shows the studio clock, not one shifted by the local switch, between the two switches', () => {
    expect(new Date('2027-03-14T08:00:00Z').getTimezoneOffset()).toBe(240);
    expect(inStudio('2027-03-14T08:00:00Z').format('dddd, MMM D, h:mm A')).toBe('Sunday, Mar 14, 12:00 AM');
    expect(inStudio('2027-03-14T09:30:00Z').format('h:mm A')).toBe('1:30 AM');
    expect(inStudio('2027-03-14T08:20:00Z').format('YYYY-MM-DD')).toBe('2027-03-14');
    expect(inStudio('2027-11-07T06:30:00Z').format('dddd, MMM D, h:mm A')).toBe('Saturday, Nov 6, 11:30 PM');
    expect(timeOfDay('2027-11-07T06:30:00Z')).toBe('evening');
  });

  it('reads and writes the edit form as in the studio, so an unchanged edit moves nothing', () => {
    for (const iso of ['2027-03-14T08:00:00.000Z', '2027-03-14T09:30:00.000Z', '2027-11-07T06:30:00.000Z']) {
      expect(studioLocalToUtc(utcToStudioLocal(iso)).toISOString()).toBe(iso);
    }
    expect(utcToStudioLocal('2027-03-14T08:00:00Z')).toEqual({
      date: '2027-03-14',
      hour: 12,
      minute: 0,
      amPm: 'AM',
    });
  });

  it('takes the spring-switch Sunday as a studio date and knows its 23 hours', () => {
    expect(isStudioDate('2027-03-14')).toBe(true);
    expect(isStudioDate('2027-02-30')).toBe(false);
    // Days whose range in UTC the database cannot hold, or before any class.
    expect(isStudioDate('9999-12-31')).toBe(false);
    expect(isStudioDate('9999-12-30')).toBe(true);
    expect(isStudioDate('0100-01-01')).toBe(false);
    expect(isStudioDate('1970-01-01')).toBe(true);
    const day = studioDayRange('2027-03-14');
    expect(day.start.toISOString()).toBe('2027-03-14T08:00:00.000Z');
    expect((day.end.getTime() - day.start.getTime()) / 3_600_000).toBe(23);
  });
});
