import { ClassDto, ScheduleChangedEvent, studioLocalToUtc } from '@studio/contracts';
import { ConflictError, FixedClock, InProcessChangeSignals, InvalidError } from '@studio/platform';
import { ScheduleListingCache } from '../cache/schedule-listing.cache';
import { CatalogConfig } from '../catalog.config';
import { ClassViews } from '../classes/class-views';
import { StudioClass } from '../classes/classes.entity';
import { ClassRepository } from '../classes/classes.repository';
import { TrainerRepository } from '../trainers/trainers.repository';
import { assertScheduleWindow, SchedulesService } from './schedules.service';
import { Schedule } from './schedules.entity';
import { ScheduleRepository } from './schedules.repository';
import { SeatCounts } from './seat-counts';

class FakeSchedules {
  rows: Schedule[] = [];
  events: ScheduleChangedEvent[] = [];
  reads = 0;
  private nextId = 1;

  async listStartingBetween(from: Date, to: Date, includeCancelled: boolean): Promise<Schedule[]> {
    this.reads += 1;
    return this.rows
      .filter((s) => s.startTime >= from && s.startTime < to && (includeCancelled || !s.isCancelled))
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  }
  async listForClass(classId: number): Promise<Schedule[]> {
    return this.rows.filter((s) => s.classId === classId && !s.isCancelled);
  }
  async findById(id: number): Promise<Schedule | null> {
    return this.rows.find((s) => s.id === id) ?? null;
  }
  async saveAnnouncing(s: Schedule, announce: (saved: Schedule) => ScheduleChangedEvent): Promise<Schedule> {
    if (!s.id) {
      s.id = this.nextId++;
      this.rows.push(s);
    }
    this.events.push(announce(s));
    return s;
  }
  async removeAnnouncing(s: Schedule, event: ScheduleChangedEvent): Promise<void> {
    this.rows = this.rows.filter((r) => r !== s);
    this.events.push(event);
  }
  async removeAllAnnouncing(announce: (all: Schedule[]) => ScheduleChangedEvent[]): Promise<number> {
    const all = this.rows;
    this.events.push(...announce(all));
    this.rows = [];
    return all.length;
  }
}

function yoga(): StudioClass {
  return Object.assign(new StudioClass(), {
    id: 7,
    name: 'Sunrise Flow',
    trainerId: 1,
    categoryId: 1,
    priceCents: 2200,
    duration: 60,
    maxCapacity: 10,
  });
}

function setUp(booked: Map<number, number> = new Map()) {
  const cls = yoga();
  const schedules = new FakeSchedules();
  const classes = {
    findById: async (id: number) => (id === cls.id ? cls : null),
    findByIds: async (ids: number[]) => (ids.includes(cls.id) ? [cls] : []),
    list: async () => [cls],
  } as unknown as ClassRepository;
  const trainers = {
    findById: async (id: number) => (id === cls.trainerId ? { id, name: 'Maya' } : null),
  } as unknown as TrainerRepository;
  const views = {
    build: async (list: StudioClass[]) =>
      list.map(
        (c) =>
          ({
            id: c.id,
            name: c.name,
            maxCapacity: c.maxCapacity,
            trainer: { name: 'Maya', specialization: 'Yoga' },
            category: { id: 1, name: 'Yoga' },
          }) as ClassDto,
      ),
  } as unknown as ClassViews;
  const seats: SeatCounts = { booked: async () => booked };
  const clock = new FixedClock(new Date('2026-03-01T20:00:00Z'));
  const config = new CatalogConfig();
  const service = new SchedulesService(
    schedules as unknown as ScheduleRepository,
    classes,
    trainers,
    views,
    seats,
    new ScheduleListingCache(config, clock, new InProcessChangeSignals()),
    clock,
    config,
  );
  return { service, schedules, cls, clock };
}

const at = (iso: string, minutes = 60) => ({
  startTime: iso,
  endTime: new Date(new Date(iso).getTime() + minutes * 60_000).toISOString(),
});

describe('schedule rules', () => {
  it.each([
    [15, true],
    [240, true],
    [14, false],
    [241, false],
  ])('a %i-minute schedule is allowed: %s', (minutes, allowed) => {
    const start = new Date('2026-03-02T16:00:00Z');
    const check = () => assertScheduleWindow(start, new Date(start.getTime() + minutes * 60_000));
    if (allowed) expect(check).not.toThrow();
    else expect(check).toThrow('Duration must be between 15 and 240 minutes');
  });

  it('refuses an end at or before the start', () => {
    const start = new Date('2026-03-02T16:00:00Z');
    expect(() => assertScheduleWindow(start, start)).toThrow('End time must be after the start time');
  });

  it('refuses a schedule for a class that does not exist', async () => {
    const { service } = setUp();
    await expect(service.create({ classId: 99, ...at('2026-03-02T16:00:00Z') })).rejects.toThrow(
      new InvalidError('Class not found'),
    );
  });

  it('announces creation, update, cancellation and deletion with the class capacity and labels', async () => {
    const { service, schedules } = setUp();
    const created = await service.create({ classId: 7, ...at('2026-03-02T16:00:00Z') });
    await service.update(created.id, at('2026-03-02T17:00:00Z', 45));
    await service.cancel(created.id);
    await service.cancel(created.id);
    await service.remove(created.id);
    expect(
      schedules.events.map((e) => [e.change, e.isCancelled, e.maxCapacity, e.categoryId, e.trainerName]),
    ).toEqual([
      ['created', false, 10, 1, 'Maya'],
      ['updated', false, 10, 1, 'Maya'],
      ['cancelled', true, 10, 1, null],
      ['deleted', true, 10, 1, null],
    ]);
  });

  it('takes a schedule that starts before now, and a move to before now (bookability judges them)', async () => {
    const { service, clock } = setUp();
    clock.set('2026-03-02T16:30:00Z');
    const created = await service.create({ classId: 7, ...at('2026-03-02T16:00:00Z') });
    const changed = await service.update(created.id, at('2026-03-01T16:00:00Z', 90));
    expect([changed.startTime, changed.endTime]).toEqual([
      '2026-03-01T16:00:00.000Z',
      '2026-03-01T17:30:00.000Z',
    ]);
  });

  it('refuses to edit a cancelled schedule', async () => {
    const { service } = setUp();
    const created = await service.create({ classId: 7, ...at('2026-03-02T16:00:00Z') });
    await service.cancel(created.id);
    await expect(service.update(created.id, at('2026-03-02T18:00:00Z'))).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it('lists one Pacific day, hiding cancelled schedules from members but not from admins', async () => {
    const { service } = setUp();
    const nine = await service.create({
      classId: 7,
      ...at(studioLocalToUtc({ date: '2026-03-08', hour: 9, minute: 0, amPm: 'AM' }).toISOString()),
    });
    const late = await service.create({
      classId: 7,
      ...at(studioLocalToUtc({ date: '2026-03-08', hour: 11, minute: 0, amPm: 'PM' }).toISOString(), 30),
    });
    await service.create({
      classId: 7,
      ...at(studioLocalToUtc({ date: '2026-03-09', hour: 12, minute: 0, amPm: 'AM' }).toISOString()),
    });
    await service.cancel(late.id);
    expect((await service.list({ date: '2026-03-08' })).map((s) => s.id)).toEqual([nine.id]);
    expect((await service.listForAdmin({ date: '2026-03-08' })).map((s) => s.id)).toEqual([nine.id, late.id]);
  });

  it('refuses a date that is not a real yyyy-MM-dd day', async () => {
    const { service } = setUp();
    await expect(service.list({ date: '2026-02-29' })).rejects.toThrow(
      'date must be a day from 1970-01-01 to 9999-12-30, written yyyy-MM-dd',
    );
    // The refusal is not kept as a listing: asking again is refused again.
    await expect(service.list({ date: '2026-02-29' })).rejects.toThrow(
      'date must be a day from 1970-01-01 to 9999-12-30, written yyyy-MM-dd',
    );
  });

  it('serves a listing from the cache until a schedule changes', async () => {
    const { service, schedules } = setUp();
    await service.create({ classId: 7, ...at('2026-03-02T17:00:00Z') });
    await service.list({ date: '2026-03-02' });
    await service.list({ date: '2026-03-02' });
    expect(schedules.reads).toBe(1);
    await service.create({ classId: 7, ...at('2026-03-02T19:00:00Z') });
    expect(await service.list({ date: '2026-03-02' })).toHaveLength(2);
    expect(schedules.reads).toBe(2);
  });

  it('adds remaining spots fresh on every read, even from the cache', async () => {
    const booked = new Map<number, number>();
    const { service } = setUp(booked);
    const created = await service.create({ classId: 7, ...at('2026-03-02T17:00:00Z') });
    expect((await service.list({ date: '2026-03-02' }))[0].remainingSpots).toBe(10);
    booked.set(created.id, 4);
    expect((await service.list({ date: '2026-03-02' }))[0].remainingSpots).toBe(6);
  });

  it('refuses to call off a booked class that has ended (it took place), but not a running or an unbooked one', async () => {
    const booked = new Map<number, number>();
    const { service, schedules, clock } = setUp(booked);
    const ended = await service.create({ classId: 7, ...at('2026-03-02T17:00:00Z') });
    const running = await service.create({ classId: 7, ...at('2026-03-02T17:30:00Z') });
    const empty = await service.create({ classId: 7, ...at('2026-03-02T16:00:00Z') });
    booked.set(ended.id, 2).set(running.id, 1);
    clock.set(new Date('2026-03-02T18:10:00Z'));
    await expect(service.cancel(ended.id)).rejects.toThrow(
      new ConflictError(
        'Members have booked this class and it has already ended, so it can no longer be cancelled.',
      ),
    );
    expect(schedules.rows.find((s) => s.id === ended.id)?.isCancelled).toBe(false);
    expect((await service.cancel(running.id)).isCancelled).toBe(true);
    expect((await service.cancel(empty.id)).isCancelled).toBe(true);
  });

  it('clears every schedule and answers the count', async () => {
    const { service, schedules } = setUp();
    await service.create({ classId: 7, ...at('2026-03-02T17:00:00Z') });
    await service.create({ classId: 7, ...at('2026-03-03T17:00:00Z') });
    expect(await service.clearAll()).toEqual({ count: 2 });
    expect(schedules.events.filter((e) => e.change === 'deleted')).toHaveLength(2);
  });
});
