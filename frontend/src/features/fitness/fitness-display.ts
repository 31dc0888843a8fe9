import { GOAL_TYPES, type GoalType } from '@studio/contracts/browser';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { toPacific } from '../../lib/pacific-time';
import type { FitnessGoal, FitnessStats } from './api/fitness-api';
import { FITNESS_TEXTS } from './fitness-texts';

dayjs.extend(utc);

const DATE_FORMAT = 'MMM D, YYYY';

/** Spec §9 "Level progress percent": total points modulo next-level points, over next-level points. */
export function levelProgressPercent({ totalPoints, nextLevelPoints }: FitnessStats): number {
  if (nextLevelPoints <= 0) return 0;
  return Math.round(((totalPoints % nextLevelPoints) / nextLevelPoints) * 100);
}

export function pointsToNextLevel({ totalPoints, nextLevelPoints }: FitnessStats): number {
  return Math.max(nextLevelPoints - totalPoints, 0);
}

/** A goal's progress as a whole percent, at most 100. */
export function goalPercent({ progressCurrent, progressTarget }: FitnessGoal): number {
  if (progressTarget <= 0) return 0;
  return Math.min(Math.round((progressCurrent / progressTarget) * 100), 100);
}

function parsed(iso: string) {
  const value = dayjs(iso);
  return value.isValid() ? value : null;
}

/** 'Jan 5, 2026' in Pacific time (spec §8: 'Invalid date' when the server's date cannot be read). */
export function formatFitnessDate(iso: string): string {
  return parsed(iso) ? toPacific(iso).format(DATE_FORMAT) : FITNESS_TEXTS.invalidDate;
}

/**
 * A goal's target is a calendar day. The API takes `yyyy-MM-dd` and keeps it as that day's UTC midnight, which
 * is the day before in Pacific time, so such an instant shows the day as typed; any other shows its Pacific day.
 */
export function formatTargetDate(iso: string): string {
  const value = parsed(iso);
  if (!value) return FITNESS_TEXTS.invalidDate;
  const utcValue = value.utc();
  return utcValue.valueOf() === utcValue.startOf('day').valueOf()
    ? utcValue.format(DATE_FORMAT)
    : toPacific(iso).format(DATE_FORMAT);
}

/** Spec §5: a target date must be a date that can be read. */
export function isReadableDate(value: string): boolean {
  return value.trim() !== '' && dayjs(value).isValid();
}

export const GOAL_TYPE_LABELS: Record<GoalType, string> = Object.fromEntries(
  GOAL_TYPES.map((type) => [type, type.charAt(0).toUpperCase() + type.slice(1)]),
) as Record<GoalType, string>;

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
