import { ClassDto, CreateClassDto, ScheduleChangedEvent } from '@studio/contracts';
import { ConflictError, FixedClock, InProcessChangeSignals, InvalidError } from '@studio/platform';
import { ScheduleListingCache } from '../cache/schedule-listing.cache';
import { CatalogConfig } from '../catalog.config';
import { CategoryRepository } from '../categories/categories.repository';
import { Schedule } from '../schedules/schedules.entity';
import { TrainerRepository } from '../trainers/trainers.repository';
import { ClassViews } from './class-views';
import { StudioClass } from './classes.entity';
import { ClassRepository } from './classes.repository';
import { ClassesService } from './classes.service';

function setUp(scheduleCount = 0) {
  const saved: StudioClass[] = [];
  const events: ScheduleChangedEvent[] = [];
  const reads = { list: 0 };
  const future = Object.assign(new Schedule(), {
    id: 3,
    classId: 1,
    startTime: new Date('2026-04-01T16:00:00Z'),
    endTime: new Date('2026-04-01T17:00:00Z'),
    isCancelled: false,
  });
  const classes = {
    list: async () => {
      reads.list += 1;
      return [...saved];
    },
    findById: async (id: number) => saved.find((c) => c.id === id) ?? null,
    save: async (c: StudioClass) => {
      c.id ??= saved.length + 1;
      if (!saved.includes(c)) saved.push(c);
      return c;
    },
    saveAnnouncing: async (
      c: StudioClass,
      _after: Date,
      announce: (s: Schedule[]) => ScheduleChangedEvent[],
    ) => {
      events.push(...announce([future]));
      return c;
    },
    countActiveSchedules: async () => scheduleCount,
    listFeatured: async (limit: number) => saved.filter((c) => c.featured).slice(0, limit),
    listFirst: async (limit: number) => saved.slice(0, limit),
    removeWithCancelledSchedules: async (
      c: StudioClass,
      announce: (s: Schedule[]) => ScheduleChangedEvent[],
    ) => {
      events.push(...announce([Object.assign(new Schedule(), future, { isCancelled: true })]));
      saved.splice(saved.indexOf(c), 1);
    },
  } as unknown as ClassRepository;
  const trainers = {
    findById: async (id: number) => (id === 1 ? { id } : null),
  } as unknown as TrainerRepository;
  const categories = {
    findById: async (id: number) => (id === 1 ? { id } : null),
  } as unknown as CategoryRepository;
  const view = (c: StudioClass) => ({ id: c.id, price: c.priceCents / 100 }) as ClassDto;
  const views = {
    buildOne: async (c: StudioClass) => view(c),
    build: async (list: StudioClass[]) => list.map(view),
  } as unknown as ClassViews;
  const clock = new FixedClock(new Date('2026-03-01T12:00:00Z'));
  const cache = new ScheduleListingCache(new CatalogConfig(), clock, new InProcessChangeSignals());
  const service = new ClassesService(classes, trainers, categories, views, cache, clock);
  return { service, saved, events, reads };
}

const valid: CreateClassDto = {
  name: 'Flow',
  trainerId: 1,
  categoryId: 1,
  price: 19.99,
  duration: 60,
  maxCapacity: 10,
};

describe('class rules', () => {
  it('keeps the class list between reads and reads it again after a class is created or changed', async () => {
    const { service, reads } = setUp();
    const first = await service.create(valid);
    expect(await service.list()).toHaveLength(1);
    await service.list();
    expect(reads.list).toBe(1);
    await service.create({ ...valid, name: 'Second' });
    expect(await service.list()).toHaveLength(2);
    expect(reads.list).toBe(2);
    await service.update(first.id, { price: 25 });
    expect((await service.list())[0].price).toBe(25);
    expect(reads.list).toBe(3);
  });

  it('stores the price in whole cents', async () => {
    const { service, saved } = setUp();
    await service.create(valid);
    expect(saved[0].priceCents).toBe(1999);
  });

  it('gives a class the spec defaults of 60 minutes and 10 places when they are left out', async () => {
    const { service, saved } = setUp();
    await service.create({ name: 'Flow', trainerId: 1, categoryId: 1, price: 20 });
    expect(saved[0]).toMatchObject({ duration: 60, maxCapacity: 10 });
  });

  it('keeps the duration and places given on create', async () => {
    const { service, saved } = setUp();
    await service.create({ ...valid, duration: 45, maxCapacity: 4 });
    expect(saved[0]).toMatchObject({ duration: 45, maxCapacity: 4 });
  });

  it('refuses an unknown trainer', async () => {
    const { service } = setUp();
    await expect(service.create({ ...valid, trainerId: 9 })).rejects.toThrow(
      new InvalidError('Trainer not found'),
    );
  });

  it('refuses an unknown category', async () => {
    const { service } = setUp();
    await expect(service.create({ ...valid, categoryId: 9 })).rejects.toThrow(
      new InvalidError('Category not found'),
    );
  });

  it('deletes a class whose schedules are all cancelled, announcing them deleted', async () => {
    const { service, saved, events } = setUp(0);
    const created = await service.create(valid);
    await service.remove(created.id);
    expect(saved).toEqual([]);
    expect(events).toEqual([
      expect.objectContaining({ scheduleId: 3, change: 'deleted', isCancelled: true }),
    ]);
  });

  it('refuses to delete a class that has active schedules', async () => {
    const { service } = setUp(2);
    const created = await service.create(valid);
    await expect(service.remove(created.id)).rejects.toThrow(
      new ConflictError('This class has schedules. Cancel or remove them before deleting the class.'),
    );
  });

  it('announces a new capacity for schedules not yet over', async () => {
    const { service, events } = setUp();
    const created = await service.create(valid);
    await service.update(created.id, { maxCapacity: 14 });
    expect(events).toEqual([expect.objectContaining({ scheduleId: 3, change: 'updated', maxCapacity: 14 })]);
  });

  it('features the flagged classes, or the first classes while none is flagged', async () => {
    const { service } = setUp();
    for (let i = 0; i < 8; i++) await service.create(valid);
    expect((await service.featured()).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
    await service.update(7, { featured: true });
    await service.update(3, { featured: true });
    expect((await service.featured()).map((c) => c.id)).toEqual([3, 7]);
  });

  it('announces nothing when neither name nor capacity changes', async () => {
    const { service, events } = setUp();
    const created = await service.create(valid);
    await service.update(created.id, { price: 25 });
    expect(events).toEqual([]);
  });
});
