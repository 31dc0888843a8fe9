import { Controller } from '@nestjs/common';
import {
  CategoryStatDto,
  FITNESS_ROUTES as R,
  FitnessStatsDto,
  MemberAchievementDto,
} from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { ProgressService } from './progress.service';

@Controller()
export class ProgressController {
  constructor(private readonly progress: ProgressService) {}

  @Serves(R.getFitnessStats)
  stats({ caller }: RouteInput<typeof R.getFitnessStats>): Promise<FitnessStatsDto> {
    return this.progress.stats(caller);
  }

  @Serves(R.listMyAchievements)
  achievements({ caller }: RouteInput<typeof R.listMyAchievements>): Promise<MemberAchievementDto[]> {
    return this.progress.achievements(caller);
  }

  @Serves(R.listCategoryStats)
  categoryStats({ caller }: RouteInput<typeof R.listCategoryStats>): Promise<CategoryStatDto[]> {
    return this.progress.categoryStats(caller);
  }

  @Serves(R.setFavoriteCategory)
  favorite({ caller, body }: RouteInput<typeof R.setFavoriteCategory>): Promise<CategoryStatDto> {
    return this.progress.setFavorite(caller, body);
  }
}
