import { Controller } from '@nestjs/common';
import { AchievementDto, FITNESS_ROUTES as R } from '@studio/contracts';
import { Serves } from '@studio/platform';
import { AchievementService } from './achievement.service';

@Controller()
export class AchievementController {
  constructor(private readonly achievements: AchievementService) {}

  @Serves(R.listAchievementCatalogue)
  list(): Promise<AchievementDto[]> {
    return this.achievements.catalogue();
  }
}
