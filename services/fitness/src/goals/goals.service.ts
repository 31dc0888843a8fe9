import { Injectable } from '@nestjs/common';
import { CreateGoalDto, FitnessGoalDto, FitnessMessages } from '@studio/contracts';
import { Caller, Clock, NotFoundError } from '@studio/platform';
import { GoalRow, GoalsRepository } from './goals.repository';

function toGoalDto(row: GoalRow): FitnessGoalDto {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    goalType: row.goal_type,
    progressCurrent: row.progress_current,
    progressTarget: row.progress_target,
    progressMetric: row.progress_metric,
    targetDate: row.target_date.toISOString(),
    achieved: row.achieved,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Spec §4 Goal: active until marked achieved; progress can be updated; goals can be deleted. Owner only. */
@Injectable()
export class GoalsService {
  constructor(
    private readonly goals: GoalsRepository,
    private readonly clock: Clock,
  ) {}

  async list(caller: Caller): Promise<FitnessGoalDto[]> {
    return (await this.goals.listOf(caller.userId)).map(toGoalDto);
  }

  async create(caller: Caller, goal: CreateGoalDto): Promise<FitnessGoalDto> {
    return toGoalDto(await this.goals.create(caller.userId, goal, this.clock.now()));
  }

  async setProgress(caller: Caller, id: number, progressCurrent: number): Promise<FitnessGoalDto> {
    return this.found(
      await this.goals.update(caller.userId, id, { progress_current: progressCurrent }, this.clock.now()),
    );
  }

  async setAchieved(caller: Caller, id: number, achieved: boolean): Promise<FitnessGoalDto> {
    return this.found(await this.goals.update(caller.userId, id, { achieved }, this.clock.now()));
  }

  async delete(caller: Caller, id: number): Promise<{ success: true }> {
    if (!(await this.goals.delete(caller.userId, id))) throw new NotFoundError(FitnessMessages.goalNotFound);
    return { success: true };
  }

  private found(row: GoalRow | null): FitnessGoalDto {
    if (!row) throw new NotFoundError(FitnessMessages.goalNotFound);
    return toGoalDto(row);
  }
}
