import { CREDIT_RESET_DAYS, PLAN_INTERVAL_MONTHS, PlanInterval } from '@studio/contracts';

const DAY_MS = 24 * 3_600_000;

/** The end of a period that starts at `start`: whole calendar months later, the day clamped to the month's end. */
export function periodEnd(start: Date, interval: PlanInterval): Date {
  const months = PLAN_INTERVAL_MONTHS[interval];
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** Credits reset every 30 days (spec §9), counted from the start of the membership or its last reset. */
export function nextCreditReset(from: Date, now: Date): Date {
  let next = new Date(from.getTime() + CREDIT_RESET_DAYS * DAY_MS);
  while (next <= now) next = new Date(next.getTime() + CREDIT_RESET_DAYS * DAY_MS);
  return next;
}
