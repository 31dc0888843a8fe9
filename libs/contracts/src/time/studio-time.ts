import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import {
  AFTERNOON_ENDS_HOUR,
  BOOKING_GRACE_AFTER_START_MINUTES,
  MORNING_ENDS_HOUR,
  STUDIO_TIME_ZONE,
  WEEK_STRIP_DAYS,
} from '../constants';

dayjs.extend(utc);

export type Instant = Date | string | number;
export type AmPm = 'AM' | 'PM';
export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

export interface StudioClockTime {
  /** Studio-local calendar date, yyyy-MM-dd. */
  date: string;
  /** 1-12 */
  hour: number;
  minute: number;
  amPm: AmPm;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days a studio date may name: a day's range in UTC must be a time the database can hold (the day after
 * 9999-12-31 is not one), and no class was ever scheduled before 1970.
 */
export const FIRST_STUDIO_DATE = '1970-01-01';
export const LAST_STUDIO_DATE = '9999-12-30';

/** A real calendar date written yyyy-MM-dd (no 2026-02-30), from 1970 to the end of year 9999. */
export function isStudioDate(value: string): boolean {
  return (
    DATE_PATTERN.test(value) &&
    value >= FIRST_STUDIO_DATE &&
    value <= LAST_STUDIO_DATE &&
    dayjs.utc(value).format('YYYY-MM-DD') === value
  );
}

/** The studio's wall clock, to the second (24-hour); made once, as each formatter is costly to make. */
const STUDIO_CLOCK_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: STUDIO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** What the studio's clock reads at an instant. */
function studioClock(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const clock: Record<string, number> = {};
  for (const part of STUDIO_CLOCK_FORMAT.formatToParts(date)) clock[part.type] = Number(part.value);
  return clock as ReturnType<typeof studioClock>;
}

/** The studio's wall clock at an instant, written as if it were UTC (milliseconds kept). */
function wallClockAsUtc(ms: number): number {
  const clock = studioClock(new Date(ms));
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second, ms % 1000);
}

/** The zone's offset from UTC at an instant, in minutes (-480 in winter, -420 in summer). */
function studioOffsetMinutes(ms: number): number {
  return Math.round((wallClockAsUtc(ms) - ms) / 60_000);
}

/**
 * The studio's clock at an instant, for reading its fields or formatting them (`.hour()`, `.format('h:mm A')`):
 * a dayjs in UTC mode whose fields are the studio's wall clock, read from one kept Intl formatter. It is a
 * reading, not the instant: its valueOf is the wall time taken as UTC. Nothing here goes through the browser's own
 * zone, whose daylight-saving switches (New York's an hour or three before the studio's) shifted dayjs's zone and
 * offset plugins' answers by an hour around each switch.
 */
export function inStudio(instant: Instant): Dayjs {
  return dayjs.utc(wallClockAsUtc(dayjs(instant).valueOf()));
}

/**
 * The instant at which the studio's clock reads this wall time (given as if UTC). A time the spring switch skips
 * (2:30 AM) is taken an hour on, as the clock then reads (3:30 AM); a time the autumn switch repeats (1:30 AM) is
 * its first occurrence: Temporal's 'compatible' choice.
 */
export function instantOfStudioWallTime(wallAsUtc: number): Date {
  // The offsets a day either side: the same, except next to a switch.
  const offsetBefore = studioOffsetMinutes(wallAsUtc - 86_400_000);
  const offsetAfter = studioOffsetMinutes(wallAsUtc + 86_400_000);
  const atOffsetBefore = wallAsUtc - offsetBefore * 60_000;
  if (wallClockAsUtc(atOffsetBefore) === wallAsUtc) return new Date(atOffsetBefore);
  const atOffsetAfter = wallAsUtc - offsetAfter * 60_000;
  if (wallClockAsUtc(atOffsetAfter) === wallAsUtc) return new Date(atOffsetAfter);
  // Skipped by the spring switch: read at the offset before it, the clock has moved on by the hour.
  return new Date(atOffsetBefore);
}

/** The studio-local date (yyyy-MM-dd) on which an instant falls; asked on every booking and listing. */
export function studioDateOf(instant: Instant): string {
  const { year, month, day } = studioClock(dayjs(instant).toDate());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Converts a 12-hour clock time typed in the studio's zone to 24-hour: 12 AM is 0, 12 PM stays 12. */
export function to24Hour(hour: number, amPm: AmPm): number {
  const base = hour % 12;
  return amPm === 'PM' ? base + 12 : base;
}

export function to12Hour(hour24: number): { hour: number; amPm: AmPm } {
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, amPm: hour24 < 12 ? 'AM' : 'PM' };
}

/** A studio-local date and 12-hour time as a UTC instant, daylight saving included. */
export function studioLocalToUtc(time: StudioClockTime): Date {
  const [year, month, day] = time.date.split('-').map(Number);
  return instantOfStudioWallTime(Date.UTC(year, month - 1, day, to24Hour(time.hour, time.amPm), time.minute));
}

/** The inverse of studioLocalToUtc, for pre-filling the schedule edit form. */
export function utcToStudioLocal(instant: Instant): StudioClockTime {
  const local = inStudio(instant);
  const { hour, amPm } = to12Hour(local.hour());
  return { date: local.format('YYYY-MM-DD'), hour, minute: local.minute(), amPm };
}

/** Calendar arithmetic on a yyyy-MM-dd date, free of any zone's offsets. */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** The UTC bounds [start, end) of a studio-local calendar day (23 or 25 hours long on switch days). */
export function studioDayRange(date: string): { start: Date; end: Date } {
  const midnight = (day: string) => studioLocalToUtc({ date: day, hour: 12, minute: 0, amPm: 'AM' });
  return { start: midnight(date), end: midnight(addDays(date, 1)) };
}

export function timeOfDay(instant: Instant): TimeOfDay {
  const hour = inStudio(instant).hour();
  if (hour < MORNING_ENDS_HOUR) return 'morning';
  if (hour < AFTERNOON_ENDS_HOUR) return 'afternoon';
  return 'evening';
}

/** A date's place in its week, weeks starting on Monday (spec §9): Monday 0 to Sunday 6. */
export function weekdayFromMonday(date: string): number {
  return (dayjs.utc(date).day() + 6) % 7;
}

/** The seven studio-local dates of the week (Monday first) that contains the given date. */
export function weekStrip(date: string): string[] {
  const monday = addDays(date, -weekdayFromMonday(date));
  return Array.from({ length: WEEK_STRIP_DAYS }, (_, i) => addDays(monday, i));
}

/**
 * Spec §4 bookability: a class on today's studio date is bookable; any other is bookable while now is
 * no more than 8.5 hours after its start and not after its end.
 */
export function isBookable(startTime: Instant, endTime: Instant, now: Instant): boolean {
  if (studioDateOf(startTime) === studioDateOf(now)) return true;
  const nowMs = dayjs(now).valueOf();
  const latest = dayjs(startTime).add(BOOKING_GRACE_AFTER_START_MINUTES, 'minute').valueOf();
  return nowMs <= latest && nowMs <= dayjs(endTime).valueOf();
}

/** Spec §4 "Upcoming bookings": not cancelled, and the class starts after now. */
export function isUpcomingBooking(status: string, startTime: Instant, now: Instant): boolean {
  return status !== 'cancelled' && dayjs(startTime).valueOf() > dayjs(now).valueOf();
}

/** 'Monday, Jan 5, 3:00 PM' in the studio's zone. */
export function formatStudioDateTime(instant: Instant): string {
  return inStudio(instant).format('dddd, MMM D, h:mm A');
}
