import {
  DEFAULT_WEEKLY_CLASS_GOAL,
  NEXT_LEVEL_POINTS,
  STARTING_LEVEL,
  addDays,
  inStudio,
  studioDateOf,
  weekStrip,
} from '@studio/contracts';

/**
 * The fitness tracker's rules, all in one place (issue 15). Everything a member sees is derived from the set
 * of classes they attended, so replaying booking events, in any order and any number of times, gives the same
 * numbers.
 *
 * - Attendance: a booking counts once its class has ended, if it was booked (booking-confirmed) and not
 *   cancelled before the class ended. A cancellation at or after the end does not take it back; one before
 *   the end does, whenever its event arrives. A booking cancelled is never counted again.
 * - Points: 10 per class attended, plus the points of every achievement unlocked.
 * - Levels: level 1 until 100 points; reaching `nextLevelPoints` raises the level by one and the next
 *   threshold grows by 100 × the new level (100, 300, 600, 1000, … total points). The screens' progress
 *   percent is total points modulo next-level points over next-level points (spec §9).
 * - Days and weeks are Pacific (America/Los_Angeles): a class belongs to the studio date it starts on; weeks
 *   start on Monday.
 * - Streaks: consecutive studio dates with at least one class. The current streak is the run that ends today
 *   or yesterday (a day not over yet does not break it), else 0; the longest is the longest run ever.
 * - Weekly count: classes attended in the current Pacific week.
 * - Per category: classes attended and the start of the latest one.
 * - Achievements: unlocked by the class that meets their condition, at that class's end; once recorded an
 *   unlock is kept (an achievement is earned once).
 */
export const POINTS_PER_CLASS = 10;
export const LEVEL_STEP_POINTS = NEXT_LEVEL_POINTS;
/** Classes starting before this Pacific hour earn Early Bird; at or after NIGHT_OWL_HOUR, Night Owl. */
export const EARLY_BIRD_BEFORE_HOUR = 7;
export const NIGHT_OWL_FROM_HOUR = 20;

/** One attended class, as booking's events describe it. */
export interface AttendedClass {
  bookingId: number;
  categoryId: number | null;
  startTime: Date;
  endTime: Date;
}

export type AchievementCode =
  | 'first-class'
  | 'classes-5'
  | 'classes-10'
  | 'classes-25'
  | 'classes-50'
  | 'classes-100'
  | 'streak-3'
  | 'streak-7'
  | 'streak-14'
  | 'categories-3'
  | 'categories-5'
  | 'weekly-goal'
  | 'early-bird'
  | 'night-owl'
  | 'double-day'
  | 'weekend-warrior';

export interface AchievementDefinition {
  code: AchievementCode;
  name: string;
  description: string;
  icon: string;
  points: number;
  category: string;
}

/** The catalogue every member can earn; kept in the achievements table by code at start-up. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    code: 'first-class',
    name: 'First Step',
    description: 'Attend your first class.',
    icon: 'footprints',
    points: 10,
    category: 'attendance',
  },
  {
    code: 'classes-5',
    name: 'Regular',
    description: 'Attend 5 classes.',
    icon: 'calendar-check',
    points: 25,
    category: 'attendance',
  },
  {
    code: 'classes-10',
    name: 'Committed',
    description: 'Attend 10 classes.',
    icon: 'award',
    points: 50,
    category: 'attendance',
  },
  {
    code: 'classes-25',
    name: 'Dedicated',
    description: 'Attend 25 classes.',
    icon: 'medal',
    points: 100,
    category: 'attendance',
  },
  {
    code: 'classes-50',
    name: 'Half Century',
    description: 'Attend 50 classes.',
    icon: 'star',
    points: 150,
    category: 'attendance',
  },
  {
    code: 'classes-100',
    name: 'Centurion',
    description: 'Attend 100 classes.',
    icon: 'trophy',
    points: 300,
    category: 'attendance',
  },
  {
    code: 'streak-3',
    name: 'On a Roll',
    description: 'Train 3 days in a row.',
    icon: 'flame',
    points: 30,
    category: 'streak',
  },
  {
    code: 'streak-7',
    name: 'Unstoppable',
    description: 'Train 7 days in a row.',
    icon: 'zap',
    points: 75,
    category: 'streak',
  },
  {
    code: 'streak-14',
    name: 'Iron Will',
    description: 'Train 14 days in a row.',
    icon: 'dumbbell',
    points: 150,
    category: 'streak',
  },
  {
    code: 'categories-3',
    name: 'Explorer',
    description: 'Try classes in 3 different categories.',
    icon: 'compass',
    points: 40,
    category: 'variety',
  },
  {
    code: 'categories-5',
    name: 'Well-Rounded',
    description: 'Try classes in 5 different categories.',
    icon: 'globe',
    points: 80,
    category: 'variety',
  },
  {
    code: 'weekly-goal',
    name: 'Weekly Goal',
    description: 'Reach your weekly class goal in one week (Monday to Sunday).',
    icon: 'target',
    points: 20,
    category: 'goals',
  },
  {
    code: 'early-bird',
    name: 'Early Bird',
    description: 'Attend a class that starts before 7 AM.',
    icon: 'sunrise',
    points: 15,
    category: 'special',
  },
  {
    code: 'night-owl',
    name: 'Night Owl',
    description: 'Attend a class that starts at 8 PM or later.',
    icon: 'moon',
    points: 15,
    category: 'special',
  },
  {
    code: 'double-day',
    name: 'Double Header',
    description: 'Attend two classes on the same day.',
    icon: 'repeat',
    points: 20,
    category: 'special',
  },
  {
    code: 'weekend-warrior',
    name: 'Weekend Warrior',
    description: 'Attend classes on both Saturday and Sunday of one weekend.',
    icon: 'mountain',
    points: 25,
    category: 'special',
  },
];

export interface CategoryProgress {
  categoryId: number;
  classCount: number;
  lastAttended: Date;
}

export interface Progress {
  totalClasses: number;
  currentStreak: number;
  longestStreak: number;
  weeklyClassCount: number;
  categories: CategoryProgress[];
  /** Each achievement the classes earn, at the end of the class that earned it. */
  unlocks: Map<AchievementCode, Date>;
}

export interface Level {
  level: number;
  nextLevelPoints: number;
}

/** Level 1 below 100 points; each level reached raises the next threshold by 100 × that level. */
export function levelFor(totalPoints: number): Level {
  let level = STARTING_LEVEL;
  let nextLevelPoints = LEVEL_STEP_POINTS;
  while (totalPoints >= nextLevelPoints) {
    level += 1;
    nextLevelPoints += LEVEL_STEP_POINTS * level;
  }
  return { level, nextLevelPoints };
}

export function totalPointsOf(totalClasses: number, unlockedAchievementPoints: number[]): number {
  return totalClasses * POINTS_PER_CLASS + unlockedAchievementPoints.reduce((sum, p) => sum + p, 0);
}

/** Whether a booking counts as attended at `now` (see the rules above). */
export function isAttended(
  booking: { confirmed: boolean; endTime: Date; cancelledAt: Date | null },
  now: Date,
): boolean {
  if (!booking.confirmed || booking.endTime.getTime() > now.getTime()) return false;
  return booking.cancelledAt === null || booking.cancelledAt.getTime() >= booking.endTime.getTime();
}

function byEnd(a: AttendedClass, b: AttendedClass): number {
  return a.endTime.getTime() - b.endTime.getTime() || a.bookingId - b.bookingId;
}

/** The member's progress from the classes attended (all ended by `now`). */
export function progressOf(
  attended: readonly AttendedClass[],
  now: Date,
  weeklyClassGoal = DEFAULT_WEEKLY_CLASS_GOAL,
): Progress {
  const classes = [...attended].sort(byEnd);
  const unlocks = new Map<AchievementCode, Date>();
  const unlock = (code: AchievementCode, at: Date) => {
    if (!unlocks.has(code)) unlocks.set(code, at);
  };
  const categories = new Map<number, CategoryProgress>();
  const perDay = new Map<string, number>();
  const perWeek = new Map<string, number>();
  const days = new Set<string>();

  classes.forEach((c, index) => {
    const count = index + 1;
    const date = studioDateOf(c.startTime);
    const week = weekStrip(date);
    days.add(date);
    perDay.set(date, (perDay.get(date) ?? 0) + 1);
    perWeek.set(week[0], (perWeek.get(week[0]) ?? 0) + 1);
    if (c.categoryId !== null) {
      const seen = categories.get(c.categoryId);
      categories.set(c.categoryId, {
        categoryId: c.categoryId,
        classCount: (seen?.classCount ?? 0) + 1,
        lastAttended:
          seen && seen.lastAttended.getTime() > c.startTime.getTime() ? seen.lastAttended : c.startTime,
      });
    }
    const streak = runEndingAt(days, date);

    for (const [threshold, code] of [
      [1, 'first-class'],
      [5, 'classes-5'],
      [10, 'classes-10'],
      [25, 'classes-25'],
      [50, 'classes-50'],
      [100, 'classes-100'],
    ] as const) {
      if (count >= threshold) unlock(code, c.endTime);
    }
    for (const [threshold, code] of [
      [3, 'streak-3'],
      [7, 'streak-7'],
      [14, 'streak-14'],
    ] as const) {
      if (streak >= threshold) unlock(code, c.endTime);
    }
    if (categories.size >= 3) unlock('categories-3', c.endTime);
    if (categories.size >= 5) unlock('categories-5', c.endTime);
    if ((perWeek.get(week[0]) ?? 0) >= weeklyClassGoal) unlock('weekly-goal', c.endTime);
    const hour = inStudio(c.startTime).hour();
    if (hour < EARLY_BIRD_BEFORE_HOUR) unlock('early-bird', c.endTime);
    if (hour >= NIGHT_OWL_FROM_HOUR) unlock('night-owl', c.endTime);
    if ((perDay.get(date) ?? 0) >= 2) unlock('double-day', c.endTime);
    if (days.has(week[5]) && days.has(week[6])) unlock('weekend-warrior', c.endTime);
  });

  const today = studioDateOf(now);
  const yesterday = addDays(today, -1);
  const currentStreak = days.has(today)
    ? runEndingAt(days, today)
    : days.has(yesterday)
      ? runEndingAt(days, yesterday)
      : 0;
  return {
    totalClasses: classes.length,
    currentStreak,
    longestStreak: Math.max(0, ...[...days].map((d) => runEndingAt(days, d))),
    weeklyClassCount: perWeek.get(weekStrip(today)[0]) ?? 0,
    categories: [...categories.values()].sort((a, b) => a.categoryId - b.categoryId),
    unlocks,
  };
}

/** How many consecutive dates in `days` end at `date`. */
function runEndingAt(days: ReadonlySet<string>, date: string): number {
  let run = 0;
  for (let d = date; days.has(d); d = addDays(d, -1)) run += 1;
  return run;
}
