import { Injectable } from '@nestjs/common';
import { AchievementDto } from '@studio/contracts';
import { Achievement } from './achievement.entity';
import { AchievementRepository } from './achievement.repository';

/** An achievement as the API shows it: listed fields only, so an entity field added later never leaks. */
export function toAchievementDto(achievement: Achievement): AchievementDto {
  return {
    id: achievement.id,
    name: achievement.name,
    description: achievement.description,
    icon: achievement.icon,
    points: achievement.points,
    category: achievement.category,
  };
}

@Injectable()
export class AchievementService {
  constructor(private readonly achievements: AchievementRepository) {}

  /** The catalogue of achievements, by points ascending (without any member's progress). */
  async catalogue(): Promise<AchievementDto[]> {
    return (await this.achievements.findAll()).map(toAchievementDto);
  }
}
