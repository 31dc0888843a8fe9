import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreateGoalDto, GoalType } from '@studio/contracts';

export interface GoalRow {
  id: number;
  user_id: number;
  title: string;
  description: string;
  goal_type: GoalType;
  progress_current: number;
  progress_target: number;
  progress_metric: string | null;
  target_date: Date;
  achieved: boolean;
  created_at: Date;
  updated_at: Date;
}

function withDates(row: GoalRow): GoalRow {
  return {
    ...row,
    target_date: new Date(row.target_date),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
  };
}

/** A member's goals; every statement is scoped to the owner, so another member's goal id finds nothing. */
@Injectable()
export class GoalsRepository {
  constructor(private readonly em: EntityManager) {}

  private async rows(sql: string, params: unknown[]): Promise<GoalRow[]> {
    const rows = await this.em.fork().getConnection().execute<GoalRow[]>(sql, params, 'all');
    return rows.map(withDates);
  }

  listOf(userId: number): Promise<GoalRow[]> {
    return this.rows(`select * from fitness_goals where user_id = ? order by created_at desc, id desc`, [
      userId,
    ]);
  }

  async create(userId: number, goal: CreateGoalDto, now: Date): Promise<GoalRow> {
    const [row] = await this.rows(
      `insert into fitness_goals (user_id, title, description, goal_type, progress_current, progress_target,
         progress_metric, target_date, achieved, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, false, ?, ?) returning *`,
      [
        userId,
        goal.title,
        goal.description,
        goal.goalType,
        goal.progressCurrent ?? 0,
        goal.progressTarget,
        goal.progressMetric || null,
        new Date(goal.targetDate),
        now,
        now,
      ],
    );
    return row;
  }

  async update(
    userId: number,
    id: number,
    change: { progress_current: number } | { achieved: boolean },
    now: Date,
  ): Promise<GoalRow | null> {
    const [column, value] = Object.entries(change)[0];
    const [row] = await this.rows(
      `update fitness_goals set ${column === 'achieved' ? 'achieved' : 'progress_current'} = ?, updated_at = ?
       where id = ? and user_id = ? returning *`,
      [value, now, id, userId],
    );
    return row ?? null;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.rows(`delete from fitness_goals where id = ? and user_id = ? returning *`, [
      id,
      userId,
    ]);
    return rows.length > 0;
  }
}
