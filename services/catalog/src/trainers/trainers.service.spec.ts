import { ConflictError, FixedClock, InProcessChangeSignals, NotFoundError } from '@studio/platform';
import { ScheduleListingCache } from '../cache/schedule-listing.cache';
import { CatalogConfig } from '../catalog.config';
import { Trainer } from './trainers.entity';
import { TrainerRepository } from './trainers.repository';
import { TrainersService } from './trainers.service';

function setUp(classCount = 0) {
  const rows: Trainer[] = [];
  const announced: string[] = [];
  const repo = {
    findById: async (id: number) => rows.find((t) => t.id === id) ?? null,
    countClasses: async () => classCount,
    save: async (t: Trainer) => {
      t.id ??= rows.length + 1;
      if (!rows.includes(t)) rows.push(t);
      return t;
    },
    remove: async (t: Trainer) => void rows.splice(rows.indexOf(t), 1),
    saveAnnouncing: async (t: Trainer) => {
      announced.push(t.name);
      return t;
    },
  } as unknown as TrainerRepository;
  const clock = new FixedClock(new Date());
  const service = new TrainersService(
    repo,
    new ScheduleListingCache(new CatalogConfig(), clock, new InProcessChangeSignals()),
    clock,
  );
  return Object.assign(service, { announced });
}

describe('trainer rules', () => {
  it('trims the fields and keeps a blank bio and image as null', async () => {
    expect(
      await setUp().create({ name: ' Maya ', specialization: ' Yoga ', bio: ' ', imageUrl: '' }),
    ).toEqual({
      id: 1,
      name: 'Maya',
      specialization: 'Yoga',
      bio: null,
      imageUrl: null,
    });
  });

  it('refuses to delete a trainer assigned to classes', async () => {
    const service = setUp(3);
    const maya = await service.create({ name: 'Maya', specialization: 'Yoga' });
    await expect(service.remove(maya.id)).rejects.toThrow(
      new ConflictError('This trainer is assigned to classes. Reassign them before deleting.'),
    );
  });

  it('announces a new name to the schedules of their classes, and only a new name', async () => {
    const service = setUp();
    const maya = await service.create({ name: 'Maya', specialization: 'Yoga' });
    await service.update(maya.id, { specialization: 'Yin Yoga' });
    await service.update(maya.id, { name: ' Maya ' });
    await service.update(maya.id, { name: 'Maya Rao' });
    expect(service.announced).toEqual(['Maya Rao']);
  });

  it('answers not found for an unknown trainer', async () => {
    await expect(setUp().update(9, { name: 'Alex' })).rejects.toBeInstanceOf(NotFoundError);
  });
});
