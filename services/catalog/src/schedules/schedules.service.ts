import { Injectable } from '@nestjs/common';
import {
  CatalogMessages,
  ClassDto,
  ClearSchedulesResultDto,
  CreateScheduleDto,
  isStudioDate,
  remainingSpots,
  SCHEDULE_MAX_DURATION_MINUTES,
  SCHEDULE_MIN_DURATION_MINUTES,
  ScheduleChangedEvent,
  ScheduleClassDto,
  ScheduleDto,
  ScheduleQueryDto,
  ScheduleSnapshotDto,
  studioDateOf,
  studioDayRange,
  UpdateScheduleDto,
} from '@studio/contracts';
import { Clock, ConflictError, InvalidError, NotFoundError } from '@studio/platform';
import { ScheduleListingCache } from '../cache/schedule-listing.cache';
import { CatalogConfig } from '../catalog.config';
import { ClassViews } from '../classes/class-views';
import { StudioClass } from '../classes/classes.entity';
import { ClassRepository } from '../classes/classes.repository';
import { TrainerRepository } from '../trainers/trainers.repository';
import { SeatCounts } from './seat-counts';
import { Schedule } from './schedules.entity';
import { ScheduleRepository } from './schedules.repository';
import { scheduleChanged } from './schedule-changed';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A schedule as listed, before its live seat count is added. */
type ListedSchedule = Omit<ScheduleDto, 'remainingSpots'>;

/**
 * The window of a schedule: the end after the start, 15 to 240 minutes long (spec §9 schedule form), on studio
 * days the listings can be asked for.
 */
export function assertScheduleWindow(startTime: Date, endTime: Date): void {
  if (endTime.getTime() <= startTime.getTime()) throw new InvalidError(CatalogMessages.endAfterStart);
  if (!isStudioDate(studioDateOf(startTime)) || !isStudioDate(studioDateOf(endTime)))
    throw new InvalidError(CatalogMessages.scheduleDates);
  const minutes = (endTime.getTime() - startTime.getTime()) / MINUTE_MS;
  if (minutes < SCHEDULE_MIN_DURATION_MINUTES || minutes > SCHEDULE_MAX_DURATION_MINUTES) {
    throw new InvalidError(CatalogMessages.scheduleDuration);
  }
}

@Injectable()
export class SchedulesService {
  constructor(
    private readonly schedules: ScheduleRepository,
    private readonly classes: ClassRepository,
    private readonly trainers: TrainerRepository,
    private readonly views: ClassViews,
    private readonly seats: SeatCounts,
    private readonly cache: ScheduleListingCache,
    private readonly clock: Clock,
    private readonly config: CatalogConfig,
  ) {}

  /** Members' listing: one studio day, or the upcoming range; cancelled schedules never appear. */
  async list(query: ScheduleQueryDto): Promise<ScheduleDto[]> {
    return this.withSeats(await this.listed(query, false));
  }

  /** Admins' listing: as the members', with cancelled schedules too. */
  async listForAdmin(query: ScheduleQueryDto): Promise<ScheduleDto[]> {
    return this.withSeats(await this.listed(query, true));
  }

  async listForClass(classId: number): Promise<ScheduleDto[]> {
    const from = new Date(this.clock.now().getTime() - DAY_MS);
    const listed = await this.cache.getOrLoad(`class:${classId}`, async () =>
      this.describe(await this.schedules.listForClass(classId, from)),
    );
    return this.withSeats(listed);
  }

  async get(id: number): Promise<ScheduleDto> {
    const [listed] = await this.describe([await this.find(id)]);
    const [view] = await this.withSeats([listed]);
    return view;
  }

  async snapshot(id: number): Promise<ScheduleSnapshotDto> {
    const snapshot = await this.schedules.snapshot(id);
    if (!snapshot) throw new NotFoundError(CatalogMessages.scheduleNotFound);
    return snapshot;
  }

  /**
   * The snapshots of the upcoming schedules (the members' range, cancelled ones too), kept like the listings: under
   * load booking reads these once for many bookings instead of one snapshot each.
   */
  upcomingSnapshots(): Promise<ScheduleSnapshotDto[]> {
    return this.cache.getOrLoad('snapshots:upcoming', () => {
      const { from, to } = this.window({});
      return this.schedules.snapshotsStartingBetween(from, to);
    });
  }

  async create(input: CreateScheduleDto): Promise<ScheduleDto> {
    const cls = await this.classOf(input.classId);
    const schedule = new Schedule();
    schedule.classId = cls.id;
    schedule.startTime = new Date(input.startTime);
    schedule.endTime = new Date(input.endTime);
    schedule.isCancelled = input.isCancelled ?? false;
    assertScheduleWindow(schedule.startTime, schedule.endTime);
    const trainerName = await this.trainerNameOf(cls);
    await this.schedules.saveAnnouncing(schedule, (saved) => this.event(saved, cls, 'created', trainerName));
    this.cache.invalidate();
    return this.get(schedule.id);
  }

  async update(id: number, input: UpdateScheduleDto): Promise<ScheduleDto> {
    const schedule = await this.find(id);
    if (schedule.isCancelled) throw new ConflictError(CatalogMessages.scheduleCancelled);
    const cls = await this.classOf(input.classId ?? schedule.classId);
    const startTime = input.startTime !== undefined ? new Date(input.startTime) : schedule.startTime;
    const endTime = input.endTime !== undefined ? new Date(input.endTime) : schedule.endTime;
    assertScheduleWindow(startTime, endTime);
    // Its members could neither attend nor cancel a booking moved behind them: the admin cancels it instead. A
    // booked class that has started keeps its times and its class: its members attended that class then (their
    // history and fitness figures say so).
    const now = this.clock.now().getTime();
    const startMoved = startTime.getTime() !== schedule.startTime.getTime();
    const changed =
      startMoved || endTime.getTime() !== schedule.endTime.getTime() || cls.id !== schedule.classId;
    const refusal =
      changed && schedule.startTime.getTime() <= now
        ? CatalogMessages.bookedStarted
        : startMoved && startTime.getTime() <= now
          ? CatalogMessages.bookedIntoPast
          : null;
    if (refusal && (await this.hasBookings(id))) throw new ConflictError(refusal);
    schedule.classId = cls.id;
    schedule.startTime = startTime;
    schedule.endTime = endTime;
    const trainerName = await this.trainerNameOf(cls);
    await this.schedules.saveAnnouncing(schedule, (saved) => this.event(saved, cls, 'updated', trainerName));
    this.cache.invalidate();
    return this.get(id);
  }

  /** Cancels a schedule; booking hears of it and cancels and refunds its bookings. Cancelling twice is a no-op. */
  async cancel(id: number): Promise<ScheduleDto> {
    const schedule = await this.find(id);
    // A booked class that has ended took place: its members attended it and keep their bookings (booking does
    // not cancel them), so calling it off now would only mark it cancelled under bookings still standing.
    if (
      !schedule.isCancelled &&
      schedule.endTime.getTime() <= this.clock.now().getTime() &&
      (await this.hasBookings(id))
    ) {
      throw new ConflictError(CatalogMessages.bookedEnded);
    }
    if (!schedule.isCancelled) {
      const cls = await this.classOf(schedule.classId);
      schedule.isCancelled = true;
      await this.schedules.saveAnnouncing(schedule, (saved) => this.event(saved, cls, 'cancelled'));
      this.cache.invalidate();
    }
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    const schedule = await this.find(id);
    const cls = await this.classOf(schedule.classId);
    await this.schedules.removeAnnouncing(schedule, this.event(schedule, cls, 'deleted'));
    this.cache.invalidate();
  }

  async clearAll(): Promise<ClearSchedulesResultDto> {
    const classes = new Map((await this.classes.list()).map((c) => [c.id, c]));
    const count = await this.schedules.removeAllAnnouncing((all) =>
      all.flatMap((s) => {
        const cls = classes.get(s.classId);
        return cls ? [this.event(s, cls, 'deleted')] : [];
      }),
    );
    this.cache.invalidate();
    return { count };
  }

  /**
   * The window is worked out (and the date checked) only when the listing is not kept: the time-zone
   * arithmetic cost more than the rest of a cached read. A date that is not a real day is never kept.
   */
  private async listed(query: ScheduleQueryDto, includeCancelled: boolean): Promise<ListedSchedule[]> {
    if (query.id !== undefined) return this.listedById(query, query.id, includeCancelled);
    const key = `${includeCancelled ? 'admin' : 'member'}:${query.date ?? 'upcoming'}`;
    return this.cache.getOrLoad(key, async () => {
      const { from, to } = this.window(query);
      return this.describe(await this.schedules.listStartingBetween(from, to, includeCancelled));
    });
  }

  /** `?id=`: that schedule alone, on any day (on the day asked for, with a date), if it may be listed at all. */
  private async listedById(
    query: ScheduleQueryDto,
    id: number,
    includeCancelled: boolean,
  ): Promise<ListedSchedule[]> {
    const schedule = await this.schedules.findById(id);
    if (!schedule || (schedule.isCancelled && !includeCancelled)) return [];
    if (query.date !== undefined) {
      const { from, to } = this.window(query);
      if (schedule.startTime < from || schedule.startTime >= to) return [];
    }
    return this.describe([schedule]);
  }

  private window(query: ScheduleQueryDto): { from: Date; to: Date } {
    if (query.date !== undefined) {
      if (!isStudioDate(query.date)) throw new InvalidError(CatalogMessages.dateFormat);
      const { start, end } = studioDayRange(query.date);
      return { from: start, to: end };
    }
    const now = this.clock.now().getTime();
    return { from: new Date(now - DAY_MS), to: new Date(now + this.config.SCHEDULE_HORIZON_DAYS * DAY_MS) };
  }

  private async describe(schedules: Schedule[]): Promise<ListedSchedule[]> {
    const classes = await this.classes.findByIds([...new Set(schedules.map((s) => s.classId))]);
    const views = new Map((await this.views.build(classes)).map((v) => [v.id, v]));
    return schedules.flatMap((s) => {
      const view = views.get(s.classId);
      if (!view) return [];
      return [
        {
          id: s.id,
          classId: s.classId,
          startTime: s.startTime.toISOString(),
          endTime: s.endTime.toISOString(),
          isCancelled: s.isCancelled,
          class: toScheduleClass(view),
        },
      ];
    });
  }

  private async withSeats(listed: ListedSchedule[]): Promise<ScheduleDto[]> {
    const booked = await this.seats.booked(listed.map((s) => s.id));
    return listed.map((s) => ({
      ...s,
      remainingSpots: remainingSpots(s.class.maxCapacity, booked.get(s.id) ?? 0),
    }));
  }

  private async find(id: number): Promise<Schedule> {
    const schedule = await this.schedules.findById(id);
    if (!schedule) throw new NotFoundError(CatalogMessages.scheduleNotFound);
    return schedule;
  }

  /** Whether members hold seats on the schedule (as booking last counted them). */
  private async hasBookings(id: number): Promise<boolean> {
    return ((await this.seats.booked([id])).get(id) ?? 0) > 0;
  }

  private async classOf(classId: number): Promise<StudioClass> {
    const cls = await this.classes.findById(classId);
    if (!cls) throw new InvalidError(CatalogMessages.classNotFound);
    return cls;
  }

  private async trainerNameOf(cls: StudioClass): Promise<string | null> {
    return (await this.trainers.findById(cls.trainerId))?.name ?? null;
  }

  /** Cancellations and removals need no trainer: booking only gives back what their bookings took. */
  private event(
    schedule: Schedule,
    cls: StudioClass,
    change: ScheduleChangedEvent['change'],
    trainerName: string | null = null,
  ): ScheduleChangedEvent {
    return scheduleChanged(schedule, cls, trainerName, change, this.clock.now());
  }
}

function toScheduleClass(view: ClassDto): ScheduleClassDto {
  return {
    id: view.id,
    name: view.name,
    description: view.description,
    price: view.price,
    duration: view.duration,
    maxCapacity: view.maxCapacity,
    studio: view.studio,
    imageUrl: view.imageUrl,
    requirements: view.requirements,
    trainer: view.trainer,
    category: view.category,
  };
}
