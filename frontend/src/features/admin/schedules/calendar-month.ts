/** The days of a month view (Monday first, spec §9), as studio dates, with blanks before the first day. */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { weekdayFromMonday } from '@studio/contracts/browser';
import type { StudioDate } from '../../../lib/pacific-time';

dayjs.extend(utc);

/** 'yyyy-MM' */
export type MonthKey = string;

export function monthOf(date: StudioDate): MonthKey {
  return date.slice(0, 7);
}

export function shiftMonth(month: MonthKey, by: number): MonthKey {
  return dayjs.utc(`${month}-01`).add(by, 'month').format('YYYY-MM');
}

/** The date `by` months away (a month away from the 31st is the next month's last day). */
export function shiftDateByMonths(date: StudioDate, by: number): StudioDate {
  return dayjs.utc(date).add(by, 'month').format('YYYY-MM-DD');
}

/** Leading nulls pad the first week to Monday; then every date of the month. */
export function monthCells(month: MonthKey): (StudioDate | null)[] {
  const first = dayjs.utc(`${month}-01`);
  const blanks = weekdayFromMonday(`${month}-01`);
  const days = Array.from({ length: first.daysInMonth() }, (_, i) =>
    first.add(i, 'day').format('YYYY-MM-DD'),
  );
  return [...Array<null>(blanks).fill(null), ...days];
}

/** 'March 2027' */
export function formatMonthKey(month: MonthKey): string {
  return dayjs.utc(`${month}-01`).format('MMMM YYYY');
}

/** 'Sunday, March 14, 2027' */
export function formatFullDate(date: StudioDate): string {
  return dayjs.utc(`${date}T12:00:00Z`).format('dddd, MMMM D, YYYY');
}

/** 'Sun, Mar 14, 2027' */
export function formatShortDate(date: StudioDate): string {
  return dayjs.utc(`${date}T12:00:00Z`).format('ddd, MMM D, YYYY');
}

/** Adds the date if absent, removes it if present; the list stays in date order. */
export function toggleDate(dates: readonly StudioDate[], date: StudioDate): StudioDate[] {
  return dates.includes(date) ? dates.filter((d) => d !== date) : [...dates, date].sort();
}
