/**
 * Spec §4 "Time zone rule for schedules": times typed in the schedule form are studio-local (Pacific) and become UTC
 * per date, daylight saving included; the edit form reads its hour and minute back in studio time.
 */
import {
  SCHEDULE_DEFAULT_DURATION_MINUTES,
  studioLocalToUtc,
  utcToStudioLocal,
  type AmPm,
} from '@studio/contracts/browser';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { minutesBetween, type StudioDate } from '../../../lib/pacific-time';

dayjs.extend(utc);

export interface ScheduleClock {
  startHour: number;
  startMinute: number;
  amPm: AmPm;
  durationMinutes: number;
}

/** Spec §9: a new schedule starts at 8:00 AM and lasts 60 minutes unless told otherwise. */
export const DEFAULT_CLOCK: ScheduleClock = {
  startHour: 8,
  startMinute: 0,
  amPm: 'AM',
  durationMinutes: SCHEDULE_DEFAULT_DURATION_MINUTES,
};

/** The UTC start and end of a studio-local time on one studio date. */
export function scheduleTimes(
  date: StudioDate,
  clock: ScheduleClock,
): { startTime: string; endTime: string } {
  const start = studioLocalToUtc({
    date,
    hour: clock.startHour,
    minute: clock.startMinute,
    amPm: clock.amPm,
  });
  return lasting(start, clock.durationMinutes);
}

/**
 * The dates on which the clock time does not exist: the hour skipped when clocks spring forward (2:30 AM on the
 * second Sunday of March), which studioLocalToUtc would silently move an hour later.
 */
export function datesWithoutTime(dates: readonly StudioDate[], clock: ScheduleClock): StudioDate[] {
  return dates.filter((date) => {
    const { startTime } = scheduleTimes(date, clock);
    const back = clockOf({ startTime, endTime: startTime });
    return (
      back.date !== date ||
      back.startHour !== clock.startHour ||
      back.startMinute !== clock.startMinute ||
      back.amPm !== clock.amPm
    );
  });
}

function lasting(start: Date, minutes: number): { startTime: string; endTime: string } {
  return {
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + minutes * 60_000).toISOString(),
  };
}

/** The edit form's date and clock for a stored schedule. */
export function clockOf(schedule: {
  startTime: string;
  endTime: string;
}): { date: StudioDate } & ScheduleClock {
  const local = utcToStudioLocal(schedule.startTime);
  return {
    date: local.date,
    startHour: local.hour,
    startMinute: local.minute,
    amPm: local.amPm,
    durationMinutes: minutesBetween(schedule.startTime, schedule.endTime),
  };
}

/**
 * The UTC times an edit saves: its start as typed, or, while the start's clock is unchanged, the stored start (1:30 AM
 * on the autumn switch day happens twice and reads the same either time, so writing it back could move the class
 * by an hour); the length as typed either way.
 */
export function editedTimes(
  schedule: { startTime: string; endTime: string },
  clock: ScheduleClock,
): { startTime: string; endTime: string } {
  const stored = clockOf(schedule);
  const sameStart =
    stored.startHour === clock.startHour &&
    stored.startMinute === clock.startMinute &&
    stored.amPm === clock.amPm;
  return sameStart
    ? lasting(new Date(schedule.startTime), clock.durationMinutes)
    : scheduleTimes(stored.date, clock);
}

/** '2:30 AM' */
export function formatClock(clock: ScheduleClock): string {
  return `${clock.startHour}:${String(clock.startMinute).padStart(2, '0')} ${clock.amPm}`;
}

/** '2027-03-13 02:30 UTC' */
export function formatUtc(iso: string): string {
  return `${dayjs.utc(iso).format('YYYY-MM-DD HH:mm')} UTC`;
}
