import dayjs from 'dayjs';
import {
  inStudio,
  isBookable,
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

  it("reads the studio's clock and date as dayjs's zone plugin does, across both daylight-saving switches", () => {
    const format = 'YYYY-MM-DD HH:mm:ss Z dddd h A';
    const instants: number[] = [];
    for (const switchDay of ['2026-03-08T00:00:00Z', '2026-11-01T00:00:00Z']) {
      const from = Date.parse(switchDay);
      for (let t = from; t < from + 2 * 86_400_000; t += 7 * 60_000 + 13_000) instants.push(t);
    }
    for (let t = Date.parse('2025-01-01T00:00:00Z'); t < Date.parse('2028-01-01T00:00:00Z'); t += 86_399_017)
      instants.push(t);
    for (const t of instants) {
      const plugin = dayjs(t).tz(STUDIO_TIME_ZONE);
      expect(inStudio(t).format(format)).toBe(plugin.format(format));
      expect(studioDateOf(t)).toBe(plugin.format('YYYY-MM-DD'));
    }
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
