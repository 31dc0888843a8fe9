/**
 * The one place where dates and times are computed and formatted. Everything a member sees is in the studio time
 * zone (spec §9: America/Los_Angeles, daylight saving included).
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const STUDIO_TIME_ZONE = 'America/Los_Angeles';
export const WEEK_LENGTH_DAYS = 7;
export const AFTERNOON_START_HOUR = 12;
export const EVENING_START_HOUR = 17;
/** Spec §9 booking window: up to 8.5 hours after the start for classes not today. */
export const BOOKING_WINDOW_AFTER_START_MS = 8.5 * 60 * 60 * 1000;

export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** A date in the studio calendar, as `yyyy-MM-dd`. */
export type StudioDate = string;

export function toPacific(input: string | number | Date | Dayjs): Dayjs {
  return dayjs(input).tz(STUDIO_TIME_ZONE);
}

export function nowPacific(now: Date = new Date()): Dayjs {
  return toPacific(now);
}

/** Today's studio date (spec §9: 'today' is judged in Pacific time). */
export function studioToday(now: Date = new Date()): StudioDate {
  return nowPacific(now).format('YYYY-MM-DD');
}

export function studioDateOf(iso: string): StudioDate {
  return toPacific(iso).format('YYYY-MM-DD');
}

/** Calendar arithmetic on studio dates, done at UTC noon so no zone or DST edge can shift the day. */
function calendar(date: StudioDate): Dayjs {
  return dayjs.utc(`${date}T12:00:00Z`);
}

export function addDays(date: StudioDate, days: number): StudioDate {
  return calendar(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Monday of the week that holds `date` (spec §9: the week strip starts Monday). */
export function weekStart(date: StudioDate): StudioDate {
  const d = calendar(date);
  const sinceMonday = (d.day() + 6) % 7;
  return d.subtract(sinceMonday, 'day').format('YYYY-MM-DD');
}

export function weekDays(start: StudioDate): StudioDate[] {
  return Array.from({ length: WEEK_LENGTH_DAYS }, (_, i) => addDays(start, i));
}

export function timeOfDay(iso: string): TimeOfDay {
  const hour = toPacific(iso).hour();
  if (hour < AFTERNOON_START_HOUR) return 'morning';
  if (hour < EVENING_START_HOUR) return 'afternoon';
  return 'evening';
}

/** Spec §4 "Bookability". */
export function isBookable(startIso: string, endIso: string, now: Date = new Date()): boolean {
  if (studioDateOf(startIso) === studioToday(now)) return true;
  const nowMs = now.getTime();
  const startMs = new Date(startIso).getTime();
  const endMs = new Date(endIso).getTime();
  return nowMs <= startMs + BOOKING_WINDOW_AFTER_START_MS && nowMs <= endMs;
}

/* ---- Formatting ---- */

/** 'Monday, Jan 5, 3:00 PM' */
export function formatDateTime(iso: string): string {
  return toPacific(iso).format('dddd, MMM D, h:mm A');
}

/** '3:00 PM' */
export function formatTime(iso: string): string {
  return toPacific(iso).format('h:mm A');
}

/** Whole minutes from start to end: a scheduled slot's length. */
export function minutesBetween(startIso: string, endIso: string): number {
  return Math.round((new Date(endIso).getTime() - new Date(startIso).getTime()) / 60_000);
}

/** '3:00 PM - 4:00 PM' */
export function formatTimeRange(startIso: string, endIso: string): string {
  return `${formatTime(startIso)} - ${formatTime(endIso)}`;
}

/** 'Monday, January 5' for a studio date. */
export function formatLongDate(date: StudioDate): string {
  return calendar(date).format('dddd, MMMM D');
}

/** 'Mon' */
export function formatWeekdayShort(date: StudioDate): string {
  return calendar(date).format('ddd');
}

/** '5' */
export function formatDayOfMonth(date: StudioDate): string {
  return calendar(date).format('D');
}

/** 'Jan 5 - Jan 11, 2026' for a week strip. */
export function formatWeekRange(start: StudioDate): string {
  const first = calendar(start);
  const last = first.add(WEEK_LENGTH_DAYS - 1, 'day');
  return `${first.format('MMM D')} - ${last.format('MMM D, YYYY')}`;
}

/** 'January 2026' */
export function formatMonthYear(date: StudioDate): string {
  return calendar(date).format('MMMM YYYY');
}

export function formatTimestamp(iso: string): string {
  return `${toPacific(iso).format('MMM D, YYYY h:mm:ss A')} PT`;
}
