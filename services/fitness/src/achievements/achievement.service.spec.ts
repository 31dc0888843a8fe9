import { Achievement } from './achievement.entity';
import { AchievementRepository } from './achievement.repository';
import { AchievementService } from './achievement.service';

describe('achievement catalogue', () => {
  it('lists the achievements in the order the repository keeps, with their listed fields only', async () => {
    const stored = [
      Object.assign(new Achievement(), {
        id: 1,
        name: 'First Step',
        description: 'Attend your first class.',
        icon: 'footprints',
        points: 10,
        category: 'attendance',
        internalNote: 'not for members',
      }),
    ];
    const repository = { findAll: async () => stored } as unknown as AchievementRepository;
    expect(await new AchievementService(repository).catalogue()).toEqual([
      {
        id: 1,
        name: 'First Step',
        description: 'Attend your first class.',
        icon: 'footprints',
        points: 10,
        category: 'attendance',
      },
    ]);
  });
});
