/**
 * The one place where dates and times are computed and formatted. Everything a member sees is in the studio time
 * zone (spec §9: America/Los_Angeles, daylight saving included).
 */
import {
  addDays,
  inStudio,
  isBookable as isBookableAt,
  STUDIO_TIME_ZONE,
  studioDateOf,
  timeOfDay,
  WEEK_STRIP_DAYS,
  weekStrip,
  type TimeOfDay,
} from '@studio/contracts/browser';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

// The studio-time rules (zone, clock, time-of-day groups, week strip, booking window) are the services' own.
export { addDays, inStudio as toPacific, STUDIO_TIME_ZONE, studioDateOf, timeOfDay };
export type { TimeOfDay };

/** A date in the studio calendar, as `yyyy-MM-dd`. */
export type StudioDate = string;

/** A studio date for display, taken at UTC noon so no zone or DST edge can shift the day. */
function calendar(date: StudioDate): Dayjs {
  return dayjs.utc(`${date}T12:00:00Z`);
}

export function nowPacific(now: Date = new Date()): Dayjs {
  return inStudio(now);
}

/** Today's studio date (spec §9: 'today' is judged in Pacific time). */
export function studioToday(now: Date = new Date()): StudioDate {
  return nowPacific(now).format('YYYY-MM-DD');
}

/** Monday of the week that holds `date` (spec §9: the week strip starts Monday). */
export function weekStart(date: StudioDate): StudioDate {
  return weekStrip(date)[0];
}

export function weekDays(start: StudioDate): StudioDate[] {
  return weekStrip(start);
}

/** Spec §4 "Bookability", judged now unless told otherwise. */
export function isBookable(startIso: string, endIso: string, now: Date = new Date()): boolean {
  return isBookableAt(startIso, endIso, now);
}

/* ---- Formatting ---- */

/** 'Monday, Jan 5, 3:00 PM' */
export function formatDateTime(iso: string): string {
  return inStudio(iso).format('dddd, MMM D, h:mm A');
}

/** '3:00 PM' */
export function formatTime(iso: string): string {
  return inStudio(iso).format('h:mm A');
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

/** 'January' */
export function formatMonth(date: StudioDate): string {
  return calendar(date).format('MMMM');
}

/** '5' */
export function formatDayOfMonth(date: StudioDate): string {
  return calendar(date).format('D');
}

/** 'Jan 5 - Jan 11, 2026' for a week strip. */
export function formatWeekRange(start: StudioDate): string {
  const last = calendar(addDays(start, WEEK_STRIP_DAYS - 1));
  return `${calendar(start).format('MMM D')} - ${last.format('MMM D, YYYY')}`;
}

/** 'January 2026' */
export function formatMonthYear(date: StudioDate): string {
  return calendar(date).format('MMMM YYYY');
}

export function formatTimestamp(iso: string): string {
  return `${inStudio(iso).format('MMM D, YYYY h:mm:ss A')} PT`;
}
