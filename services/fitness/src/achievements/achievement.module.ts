import { Module } from '@nestjs/common';
import { AchievementController } from './achievement.controller';
import { AchievementRepository } from './achievement.repository';
import { AchievementSeed } from './achievement.seed';

@Module({
  controllers: [AchievementController],
  providers: [AchievementRepository, AchievementSeed],
  exports: [AchievementRepository],
})
export class AchievementModule {}
