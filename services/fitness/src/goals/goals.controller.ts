import { Controller } from '@nestjs/common';
import { DeletedDto, FITNESS_ROUTES as R, FitnessGoalDto } from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { GoalsService } from './goals.service';

@Controller()
export class GoalsController {
  constructor(private readonly goals: GoalsService) {}

  @Serves(R.listGoals)
  list({ caller }: RouteInput<typeof R.listGoals>): Promise<FitnessGoalDto[]> {
    return this.goals.list(caller);
  }

  @Serves(R.createGoal)
  create({ caller, body }: RouteInput<typeof R.createGoal>): Promise<FitnessGoalDto> {
    return this.goals.create(caller, body);
  }

  @Serves(R.updateGoalProgress)
  progress({ caller, params, body }: RouteInput<typeof R.updateGoalProgress>): Promise<FitnessGoalDto> {
    return this.goals.setProgress(caller, params.id, body.progressCurrent);
  }

  @Serves(R.updateGoal)
  update({ caller, params, body }: RouteInput<typeof R.updateGoal>): Promise<FitnessGoalDto> {
    return this.goals.setAchieved(caller, params.id, body.achieved);
  }

  @Serves(R.deleteGoal)
  delete({ caller, params }: RouteInput<typeof R.deleteGoal>): Promise<DeletedDto> {
    return this.goals.delete(caller, params.id);
  }
}
