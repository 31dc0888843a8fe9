import { Module } from '@nestjs/common';
import { AchievementController } from './achievement.controller';
import { AchievementRepository } from './achievement.repository';
import { AchievementSeed } from './achievement.seed';
import { AchievementService } from './achievement.service';

@Module({
  controllers: [AchievementController],
  providers: [AchievementRepository, AchievementService, AchievementSeed],
  exports: [AchievementService],
})
export class AchievementModule {}
