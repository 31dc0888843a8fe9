import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { BookingCancelledEvent, BookingConfirmedEvent, BookingRescheduledEvent } from '@studio/contracts';
import { onePerKey, placeholders } from '@studio/platform';
import { AchievementCode } from './fitness-rules';

export interface AttendanceRow {
  booking_id: number;
  user_id: number;
  category_id: number | null;
  start_time: Date;
  end_time: Date;
  confirmed: boolean;
  cancelled_at: Date | null;
  judged_at: Date | null;
}

export interface StatsRow {
  id: number;
  user_id: number;
  total_classes: number;
  total_points: number;
  current_streak: number;
  longest_streak: number;
  level: number;
  next_level_points: number;
  weekly_class_goal: number;
  weekly_class_count: number;
  updated_at: Date;
}

export type StatsFields = Pick<
  StatsRow,
  | 'total_classes'
  | 'total_points'
  | 'current_streak'
  | 'longest_streak'
  | 'level'
  | 'next_level_points'
  | 'weekly_class_count'
>;

export interface CategoryStatRow {
  id: number;
  user_id: number;
  category_id: number;
  class_count: number;
  last_attended: Date | null;
  favorite_status: boolean;
  updated_at: Date;
}

export interface MemberAchievementRow {
  id: number;
  name: string;
  description: string;
  icon: string;
  points: number;
  category: string;
  unlocked_at: Date | null;
}

const date = (value: Date | string): Date => new Date(value);
const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** Attendance, stats, unlocks and category stats, in plain SQL inside the caller's transaction. */
@Injectable()
export class ProgressRepository {
  constructor(private readonly orm: MikroORM) {}

  /** For reads outside a transaction. */
  reader(): EntityManager {
    return this.orm.em.fork();
  }

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.orm.em.fork().transactional(work);
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  /**
   * A confirmation fills in the class. It is a booking's first event, so a row already there came from a later one
   * that arrived first (the topics are consumed apart): a cancellation, kept (a cancelled booking stays so), or a
   * move, whose times and class are kept. One statement for the run; should a booking be confirmed twice in it,
   * the later confirmation counts.
   */
  async recordConfirmed(em: EntityManager, events: BookingConfirmedEvent[]): Promise<void> {
    const latest = onePerKey(events, (e) => e.bookingId);
    if (latest.length === 0) return;
    await this.run(
      em,
      `insert into attendance_bookings (booking_id, user_id, class_id, category_id, start_time, end_time, confirmed)
       values ${latest.map(() => '(?, ?, ?, ?, ?, ?, true)').join(', ')}
       on conflict (booking_id) do update set confirmed = true,
         category_id = coalesce(attendance_bookings.category_id, excluded.category_id)`,
      latest.flatMap((e) => [e.bookingId, e.userId, e.classId, e.categoryId ?? null, e.startTime, e.endTime]),
    );
  }

  /** The earliest cancellation counts; the class as a confirmation described it is kept. One statement for the run. */
  async recordCancelled(em: EntityManager, events: BookingCancelledEvent[]): Promise<void> {
    const earliest = onePerKey(
      events,
      (e) => e.bookingId,
      (e, known) => Date.parse(e.occurredAt) < Date.parse(known.occurredAt),
    );
    if (earliest.length === 0) return;
    await this.run(
      em,
      `insert into attendance_bookings
         (booking_id, user_id, class_id, category_id, start_time, end_time, confirmed, cancelled_at)
       values ${placeholders(earliest, '(?, ?, ?, ?, ?, ?, false, ?)')}
       on conflict (booking_id) do update set cancelled_at =
         least(coalesce(attendance_bookings.cancelled_at, excluded.cancelled_at), excluded.cancelled_at)`,
      earliest.flatMap((e) => [
        e.bookingId,
        e.userId,
        e.classId,
        e.categoryId ?? null,
        e.startTime,
        e.endTime ?? e.startTime,
        e.occurredAt,
      ]),
    );
  }

  /**
   * A moved class keeps its booking's attendance with it: the new times, class and category replace the old (an
   * event from before it named the category keeps the known one), and a class that now ends at another time is
   * judged again then. A move that arrives before the booking's confirmation (another topic) writes the row the
   * confirmation then completes, so neither order loses the move. The latest news of each counts.
   */
  async recordRescheduled(em: EntityManager, events: BookingRescheduledEvent[]): Promise<void> {
    const latest = onePerKey(events, (e) => e.bookingId);
    const named = latest.filter((e) => e.categoryId !== undefined);
    const unnamed = latest.filter((e) => e.categoryId === undefined);
    for (const [moves, category] of [
      [named, 'excluded.category_id'],
      [unnamed, 'attendance_bookings.category_id'],
    ] as const) {
      if (moves.length === 0) continue;
      await this.run(
        em,
        `insert into attendance_bookings (booking_id, user_id, class_id, category_id, start_time, end_time, confirmed)
         values ${placeholders(moves, '(?, ?, ?, ?, ?, ?, false)')}
         on conflict (booking_id) do update set class_id = excluded.class_id, category_id = ${category},
           start_time = excluded.start_time, end_time = excluded.end_time,
           judged_at = case when attendance_bookings.end_time = excluded.end_time then attendance_bookings.judged_at end`,
        moves.flatMap((e) => [
          e.bookingId,
          e.userId,
          e.classId,
          e.categoryId ?? null,
          e.startTime,
          e.endTime,
        ]),
      );
    }
  }

  async bookingsOf(em: EntityManager, userId: number): Promise<AttendanceRow[]> {
    const rows = await this.run<AttendanceRow>(
      em,
      `select booking_id, user_id, category_id, start_time, end_time, confirmed, cancelled_at, judged_at
       from attendance_bookings where user_id = ?`,
      [userId],
    );
    return rows.map((r) => ({
      ...r,
      start_time: date(r.start_time),
      end_time: date(r.end_time),
      cancelled_at: dateOrNull(r.cancelled_at),
      judged_at: dateOrNull(r.judged_at),
    }));
  }

  /** Members with a class that has ended since it was last judged. */
  async membersToJudge(now: Date, limit: number): Promise<number[]> {
    const rows = await this.run<{ user_id: number }>(
      this.orm.em.fork(),
      `select distinct user_id from attendance_bookings where judged_at is null and end_time <= ? limit ?`,
      [now, limit],
    );
    return rows.map((r) => r.user_id);
  }

  async markJudged(em: EntityManager, userId: number, now: Date): Promise<void> {
    await this.run(
      em,
      `update attendance_bookings set judged_at = ? where user_id = ? and judged_at is null and end_time <= ?`,
      [now, userId, now],
    );
  }

  async statsOf(em: EntityManager, userId: number): Promise<StatsRow | null> {
    const [row] = await this.run<StatsRow>(em, `select * from fitness_stats where user_id = ?`, [userId]);
    return row ? { ...row, updated_at: date(row.updated_at) } : null;
  }

  /** The member's stats row, created with the defaults if missing, locked until the transaction ends. */
  async lockStats(em: EntityManager, userId: number, now: Date): Promise<StatsRow> {
    await this.run(
      em,
      `insert into fitness_stats (user_id, updated_at) values (?, ?) on conflict (user_id) do nothing`,
      [userId, now],
    );
    const [row] = await this.run<StatsRow>(em, `select * from fitness_stats where user_id = ? for update`, [
      userId,
    ]);
    return { ...row, updated_at: date(row.updated_at) };
  }

  async saveStats(em: EntityManager, userId: number, fields: StatsFields, now: Date): Promise<StatsRow> {
    const [row] = await this.run<StatsRow>(
      em,
      `update fitness_stats set (total_classes, total_points, current_streak, longest_streak, level,
         next_level_points, weekly_class_count, updated_at) = (?, ?, ?, ?, ?, ?, ?, ?)
       where user_id = ? returning *`,
      [
        fields.total_classes,
        fields.total_points,
        fields.current_streak,
        fields.longest_streak,
        fields.level,
        fields.next_level_points,
        fields.weekly_class_count,
        now,
        userId,
      ],
    );
    return { ...row, updated_at: date(row.updated_at) };
  }

  /** Records an unlock once: a repeat keeps the first time. */
  async unlock(em: EntityManager, userId: number, code: AchievementCode, at: Date): Promise<void> {
    await this.run(
      em,
      `insert into user_achievements (user_id, achievement_id, unlocked_at)
       select ?, id, ? from achievements where code = ?
       on conflict (user_id, achievement_id) do nothing`,
      [userId, at, code],
    );
  }

  /** The member's unlocked achievements: code and points. */
  async unlockedOf(em: EntityManager, userId: number): Promise<Map<string, number>> {
    const rows = await this.run<{ code: string; points: number }>(
      em,
      `select a.code, a.points from user_achievements ua join achievements a on a.id = ua.achievement_id
       where ua.user_id = ?`,
      [userId],
    );
    return new Map(rows.map((r) => [r.code, r.points]));
  }

  async achievementsOf(em: EntityManager, userId: number): Promise<MemberAchievementRow[]> {
    const rows = await this.run<MemberAchievementRow>(
      em,
      `select a.id, a.name, a.description, a.icon, a.points, a.category, ua.unlocked_at
       from achievements a left join user_achievements ua on ua.achievement_id = a.id and ua.user_id = ?
       order by a.points, a.id`,
      [userId],
    );
    return rows.map((r) => ({ ...r, unlocked_at: dateOrNull(r.unlocked_at) }));
  }

  /** Every category row of the member, attended now or not. */
  async allCategoryStatsOf(em: EntityManager, userId: number): Promise<CategoryStatRow[]> {
    const rows = await this.run<CategoryStatRow>(em, `select * from category_stats where user_id = ?`, [
      userId,
    ]);
    return rows.map(withCategoryDates);
  }

  async saveCategory(
    em: EntityManager,
    userId: number,
    categoryId: number,
    classCount: number,
    lastAttended: Date | null,
    now: Date,
  ): Promise<void> {
    await this.run(
      em,
      `insert into category_stats (user_id, category_id, class_count, last_attended, updated_at)
       values (?, ?, ?, ?, ?)
       on conflict (user_id, category_id) do update set class_count = excluded.class_count,
         last_attended = excluded.last_attended, updated_at = excluded.updated_at`,
      [userId, categoryId, classCount, lastAttended, now],
    );
  }

  async categoryStatsOf(em: EntityManager, userId: number): Promise<CategoryStatRow[]> {
    const rows = await this.run<CategoryStatRow>(
      em,
      `select * from category_stats where user_id = ? and (class_count > 0 or favorite_status)
       order by class_count desc, category_id`,
      [userId],
    );
    return rows.map(withCategoryDates);
  }

  async setFavorite(
    em: EntityManager,
    userId: number,
    categoryId: number,
    favorite: boolean,
    now: Date,
  ): Promise<CategoryStatRow | null> {
    const [row] = await this.run<CategoryStatRow>(
      em,
      `update category_stats set favorite_status = ?,
         updated_at = case when favorite_status = ? then updated_at else ? end
       where user_id = ? and category_id = ? and (class_count > 0 or favorite_status)
       returning *`,
      [favorite, favorite, now, userId, categoryId],
    );
    return row ? withCategoryDates(row) : null;
  }
}

function withCategoryDates(row: CategoryStatRow): CategoryStatRow {
  return { ...row, updated_at: date(row.updated_at), last_attended: dateOrNull(row.last_attended) };
}
