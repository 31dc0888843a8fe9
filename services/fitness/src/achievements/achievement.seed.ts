import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ACHIEVEMENTS } from '../progress/fitness-rules';
import { AchievementRepository } from './achievement.repository';

/**
 * Keeps the achievements table equal to the catalogue the rules unlock (by code; matched by name the first
 * time, so rows seeded before codes existed keep their ids and members' unlocks). Runs at every start.
 */
@Injectable()
export class AchievementSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('AchievementSeed');

  constructor(private readonly achievements: AchievementRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    const changed = await this.achievements.sync(ACHIEVEMENTS);
    if (changed > 0) this.logger.log(`catalogue: ${changed} achievements added or updated`);
  }
}
