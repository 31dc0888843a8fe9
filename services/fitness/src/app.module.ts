import { Module } from '@nestjs/common';
import { ServiceKernelModule } from '@studio/platform';
import { Achievement } from './achievements/achievement.entity';
import { AchievementModule } from './achievements/achievement.module';
import { migrations } from './migrations';

@Module({
  imports: [
    ServiceKernelModule.forRoot({ service: 'fitness', entities: [Achievement], migrations }),
    AchievementModule,
  ],
})
export class AppModule {}
