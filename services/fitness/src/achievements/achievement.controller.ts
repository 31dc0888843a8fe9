import { Controller, Get } from '@nestjs/common';
import { Achievement } from './achievement.entity';
import { AchievementRepository } from './achievement.repository';

/** The catalogue of achievements (without any member's progress). */
@Controller('achievements')
export class AchievementController {
  constructor(private readonly achievements: AchievementRepository) {}

  @Get()
  list(): Promise<Achievement[]> {
    return this.achievements.findAll();
  }
}
