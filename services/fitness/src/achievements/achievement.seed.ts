import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { PlatformConfig } from '@studio/platform';
import { AchievementRepository } from './achievement.repository';

/** The achievements members can unlock, seeded once when SEED_DEMO is on. */
@Injectable()
export class AchievementSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('AchievementSeed');

  constructor(
    private readonly achievements: AchievementRepository,
    private readonly config: PlatformConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO || (await this.achievements.count()) > 0) return;
    await this.achievements.insertAll([
      {
        name: 'First Step',
        description: 'Attend your first class.',
        icon: 'footprints',
        points: 10,
        category: 'attendance',
      },
      {
        name: 'Regular',
        description: 'Attend 5 classes.',
        icon: 'calendar-check',
        points: 25,
        category: 'attendance',
      },
      {
        name: 'Dedicated',
        description: 'Attend 25 classes.',
        icon: 'medal',
        points: 100,
        category: 'attendance',
      },
      {
        name: 'Centurion',
        description: 'Attend 100 classes.',
        icon: 'trophy',
        points: 300,
        category: 'attendance',
      },
      {
        name: 'On a Roll',
        description: 'Train 3 days in a row.',
        icon: 'flame',
        points: 30,
        category: 'streak',
      },
      {
        name: 'Unstoppable',
        description: 'Train 7 days in a row.',
        icon: 'zap',
        points: 75,
        category: 'streak',
      },
      {
        name: 'Explorer',
        description: 'Try classes in 3 different categories.',
        icon: 'compass',
        points: 40,
        category: 'variety',
      },
      {
        name: 'Weekly Goal',
        description: 'Reach your weekly class goal.',
        icon: 'target',
        points: 20,
        category: 'goals',
      },
      {
        name: 'Early Bird',
        description: 'Attend a class that starts before 7 AM.',
        icon: 'sunrise',
        points: 15,
        category: 'special',
      },
    ]);
    this.logger.log('seeded 9 achievements');
  }
}
