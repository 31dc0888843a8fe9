import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CategoryStatDto,
  FavoriteCategoryDto,
  FitnessMessages,
  FitnessStatsDto,
  MemberAchievementDto,
} from '@studio/contracts';
import { Caller, Clock, NotFoundError } from '@studio/platform';
import { CategoryNames } from './catalog-categories';
import {
  ACHIEVEMENTS,
  AchievementCode,
  isAttended,
  levelFor,
  progressOf,
  totalPointsOf,
} from './fitness-rules';
import { CategoryStatRow, ProgressRepository, StatsFields, StatsRow } from './progress.repository';

const POINTS_OF = new Map<AchievementCode, number>(ACHIEVEMENTS.map((a) => [a.code, a.points]));

/** What a recomputation would write. */
interface Plan {
  stats: StatsRow;
  fields: StatsFields;
  statsChanged: boolean;
  unlocks: Array<[AchievementCode, Date]>;
  /** Categories whose count or last class differ from what is stored. */
  categories: Array<{ categoryId: number; classCount: number; lastAttended: Date | null }>;
  /** Some class has ended since the member was last judged. */
  judge: boolean;
  writes: number;
}

function toStatsDto(row: StatsRow): FitnessStatsDto {
  return {
    id: row.id,
    userId: row.user_id,
    totalClasses: row.total_classes,
    totalPoints: row.total_points,
    currentStreak: row.current_streak,
    longestStreak: row.longest_streak,
    level: row.level,
    nextLevelPoints: row.next_level_points,
    weeklyClassGoal: row.weekly_class_goal,
    weeklyClassCount: row.weekly_class_count,
    updatedAt: row.updated_at.toISOString(),
  };
}

function toCategoryStatDto(row: CategoryStatRow, names: Map<number, CategoryStatDto['category']>) {
  return {
    id: row.id,
    userId: row.user_id,
    categoryId: row.category_id,
    classCount: row.class_count,
    lastAttended: row.last_attended?.toISOString() ?? null,
    favoriteStatus: row.favorite_status,
    updatedAt: row.updated_at.toISOString(),
    category: names.get(row.category_id) ?? null,
  };
}

/**
 * A member's progress, always derived afresh from the bookings fitness has learnt of (fitness-rules.ts), as of
 * the clock's now: after every booking event, when a class ends (the attendance job) and before every read, so
 * the streak and this week's count are right on the day they are read.
 */
@Injectable()
export class ProgressService {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly categoryNames: CategoryNames,
    private readonly clock: Clock,
  ) {}

  private transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.progress.transaction(work);
  }

  /**
   * Recomputes the member's stats, unlocks and category stats inside `em`'s transaction. What is computed
   * first without a lock; only when something differs is the stats row locked, the plan made again under the
   * lock and written. So a read with nothing new writes nothing (no commit to wait for), and updatedAt moves
   * only on a change.
   */
  async refresh(em: EntityManager, userId: number, now: Date): Promise<StatsRow> {
    const current = await this.progress.statsOf(em, userId);
    if (current && (await this.plan(em, current, now)).writes === 0) return current;
    const locked = await this.progress.lockStats(em, userId, now);
    return this.apply(em, await this.plan(em, locked, now), now);
  }

  private async plan(em: EntityManager, stats: StatsRow, now: Date): Promise<Plan> {
    const userId = stats.user_id;
    // One after another: under the lock the three share the transaction's one connection, which takes one
    // query at a time (pg queues the others and warns that it will stop doing so).
    const bookings = await this.progress.bookingsOf(em, userId);
    const unlocked = await this.progress.unlockedOf(em, userId);
    const storedRows = await this.progress.allCategoryStatsOf(em, userId);
    const attended = bookings
      .filter((b) =>
        isAttended({ confirmed: b.confirmed, endTime: b.end_time, cancelledAt: b.cancelled_at }, now),
      )
      .map((b) => ({
        bookingId: b.booking_id,
        categoryId: b.category_id,
        startTime: b.start_time,
        endTime: b.end_time,
      }));
    const progress = progressOf(attended, now, stats.weekly_class_goal);

    const unlocks = [...progress.unlocks].filter(([code]) => !unlocked.has(code));
    const points = [...unlocked.values(), ...unlocks.map(([code]) => POINTS_OF.get(code) ?? 0)];

    const stored = new Map(storedRows.map((row) => [row.category_id, row]));
    const wanted = new Map(progress.categories.map((c) => [c.categoryId, c]));
    const categories: Plan['categories'] = [];
    // A category no longer attended drops to zero (its favourite mark stays).
    for (const categoryId of new Set([...stored.keys(), ...wanted.keys()])) {
      const row = stored.get(categoryId);
      const classCount = wanted.get(categoryId)?.classCount ?? 0;
      const lastAttended = wanted.get(categoryId)?.lastAttended ?? null;
      if (row && row.class_count === classCount && row.last_attended?.getTime() === lastAttended?.getTime()) {
        continue;
      }
      categories.push({ categoryId, classCount, lastAttended });
    }

    const totalPoints = totalPointsOf(progress.totalClasses, points);
    const level = levelFor(totalPoints);
    const fields: StatsFields = {
      total_classes: progress.totalClasses,
      total_points: totalPoints,
      current_streak: progress.currentStreak,
      longest_streak: progress.longestStreak,
      level: level.level,
      next_level_points: level.nextLevelPoints,
      weekly_class_count: progress.weeklyClassCount,
    };
    const statsChanged = (Object.keys(fields) as Array<keyof StatsFields>).some(
      (k) => stats[k] !== fields[k],
    );
    const judge = bookings.some((b) => b.judged_at === null && b.end_time.getTime() <= now.getTime());
    return {
      stats,
      fields,
      statsChanged,
      unlocks,
      categories,
      judge,
      writes: unlocks.length + categories.length + (judge ? 1 : 0) + (statsChanged ? 1 : 0),
    };
  }

  private async apply(em: EntityManager, plan: Plan, now: Date): Promise<StatsRow> {
    const userId = plan.stats.user_id;
    for (const [code, at] of plan.unlocks) await this.progress.unlock(em, userId, code, at);
    for (const c of plan.categories) {
      await this.progress.saveCategory(em, userId, c.categoryId, c.classCount, c.lastAttended, now);
    }
    if (plan.judge) await this.progress.markJudged(em, userId, now);
    return plan.statsChanged ? this.progress.saveStats(em, userId, plan.fields, now) : plan.stats;
  }

  /**
   * The member's stats as of now, for a read: planned outside any transaction, and brought up to date in one
   * only when something is to be written.
   */
  private async upToDate(userId: number): Promise<StatsRow> {
    const now = this.clock.now();
    const em = this.progress.reader();
    const current = await this.progress.statsOf(em, userId);
    if (current && (await this.plan(em, current, now)).writes === 0) return current;
    return this.transaction((tx) => this.refresh(tx, userId, now));
  }

  async stats(caller: Caller): Promise<FitnessStatsDto> {
    return toStatsDto(await this.upToDate(caller.userId));
  }

  async achievements(caller: Caller): Promise<MemberAchievementDto[]> {
    await this.upToDate(caller.userId);
    const rows = await this.progress.achievementsOf(this.progress.reader(), caller.userId);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      icon: r.icon,
      points: r.points,
      category: r.category,
      unlocked: r.unlocked_at !== null,
      unlockedAt: r.unlocked_at?.toISOString() ?? null,
    }));
  }

  async categoryStats(caller: Caller): Promise<CategoryStatDto[]> {
    await this.upToDate(caller.userId);
    const rows = await this.progress.categoryStatsOf(this.progress.reader(), caller.userId);
    const names = rows.length ? await this.categoryNames.all() : new Map();
    return rows.map((r) => toCategoryStatDto(r, names));
  }

  /** Only a category the member has attended (or already marked) has a card to mark. */
  async setFavorite(caller: Caller, body: FavoriteCategoryDto): Promise<CategoryStatDto> {
    const row = await this.transaction((em) =>
      this.progress.setFavorite(em, caller.userId, body.categoryId, body.favorite, this.clock.now()),
    );
    if (!row) throw new NotFoundError(FitnessMessages.categoryStatsNotFound);
    return toCategoryStatDto(row, await this.categoryNames.all());
  }
}
