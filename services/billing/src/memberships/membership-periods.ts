import {
  CREDIT_RESET_DAYS,
  inStudio,
  instantOfStudioWallTime,
  PLAN_INTERVAL_MONTHS,
  PlanInterval,
} from '@studio/contracts';

const DAY_MS = 24 * 3_600_000;

/**
 * The end of the period that starts at `periodStart`, for a membership that began at `anchor`: whole calendar
 * months on from the anchor, on the anchor's day of the month and time (clamped to a shorter month's last day), so
 * that a membership begun on the 31st ends its periods on the 31st whenever the month has one, rather than
 * drifting to the 28th after February. Days and times are the studio's (Pacific), as the member reads them: a
 * plan bought on an evening of the 30th ends on the 30th, not on the UTC date (the 31st, clamped to the 28th in
 * February), and keeps its hour across daylight-saving switches.
 */
export function periodEnd(anchor: Date, periodStart: Date, interval: PlanInterval): Date {
  const began = inStudio(anchor);
  const start = inStudio(periodStart);
  const monthsSoFar = (start.year() - began.year()) * 12 + (start.month() - began.month());
  const month = began.date(1).add(monthsSoFar + PLAN_INTERVAL_MONTHS[interval], 'month');
  return instantOfStudioWallTime(month.date(Math.min(began.date(), month.daysInMonth())).valueOf());
}

/**
 * A change of plan keeps the member's credit cycle: the credits spent in it (counted from their uses, whatever
 * plans they were spent on) count against the new plan's, and the cycle's reset date stays (a reset that is
 * already due starts a new cycle, with nothing spent).
 */
export function creditsAfterPlanChange(
  old: { spentThisCycle: number; creditResetDate: Date },
  newPlanCredits: number,
  now: Date,
): { remainingCredits: number; creditResetDate: Date } {
  if (old.creditResetDate <= now) return newCreditCycle(newPlanCredits, old.creditResetDate, now);
  return {
    remainingCredits: Math.max(0, newPlanCredits - old.spentThisCycle),
    creditResetDate: old.creditResetDate,
  };
}

/** When the credit cycle that resets at `creditResetDate` began. */
export function creditCycleStart(creditResetDate: Date): Date {
  return new Date(creditResetDate.getTime() - CREDIT_RESET_DAYS * DAY_MS);
}

/** The credit cycle starts anew: the plan's full count, and the next reset 30 days on from the last one. */
export function newCreditCycle(
  planCredits: number,
  lastReset: Date,
  now: Date,
): { remainingCredits: number; creditResetDate: Date } {
  return { remainingCredits: planCredits, creditResetDate: nextCreditReset(lastReset, now) };
}

/** Credits reset every 30 days (spec §9), counted from the start of the membership or its last reset. */
export function nextCreditReset(from: Date, now: Date): Date {
  let next = new Date(from.getTime() + CREDIT_RESET_DAYS * DAY_MS);
  while (next <= now) next = new Date(next.getTime() + CREDIT_RESET_DAYS * DAY_MS);
  return next;
}
