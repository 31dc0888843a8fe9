import { Module } from '@nestjs/common';
import { ServiceKernelModule } from '@studio/platform';
import { Achievement } from './achievements/achievement.entity';
import { AchievementModule } from './achievements/achievement.module';
import { GoalsModule } from './goals/goals.module';
import { migrations } from './migrations';
import { ProgressModule } from './progress/progress.module';

@Module({
  imports: [
    ServiceKernelModule.forRoot({ service: 'fitness', entities: [Achievement], migrations }),
    AchievementModule,
    ProgressModule,
    GoalsModule,
  ],
})
export class AppModule {}
