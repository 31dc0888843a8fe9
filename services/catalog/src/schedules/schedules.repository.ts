import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ScheduleChanged, ScheduleChangedEvent, ScheduleSnapshotDto } from '@studio/contracts';
import { Outbox } from '@studio/platform';
import { Schedule } from './schedules.entity';

interface SnapshotRow {
  id: number;
  class_id: number;
  class_name: string;
  category_id: number;
  trainer_name: string | null;
  studio: string;
  start_time: Date | string;
  end_time: Date | string;
  is_cancelled: boolean;
  max_capacity: number;
  price_cents: number;
}

@Injectable()
export class ScheduleRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
  ) {}

  /** Schedules starting in [from, to), by start; served by the start-time indexes. */
  listStartingBetween(from: Date, to: Date, includeCancelled: boolean): Promise<Schedule[]> {
    return this.em.find(
      Schedule,
      { startTime: { $gte: from, $lt: to }, ...(includeCancelled ? {} : { isCancelled: false }) },
      { orderBy: { startTime: 'asc', id: 'asc' } },
    );
  }

  listForClass(classId: number, from: Date): Promise<Schedule[]> {
    return this.em.find(
      Schedule,
      { classId, startTime: { $gte: from }, isCancelled: false },
      { orderBy: { startTime: 'asc', id: 'asc' } },
    );
  }

  findById(id: number): Promise<Schedule | null> {
    return this.em.findOne(Schedule, { id });
  }

  /**
   * What booking reads of a schedule when a member books it, in one query: booking asks this for every booking,
   * so it is read as a plain row rather than three entities (the class's picture is never loaded for it).
   */
  async snapshot(id: number): Promise<ScheduleSnapshotDto | undefined> {
    const [snapshot] = await this.snapshots('s.id = ?', [id]);
    return snapshot;
  }

  /** The snapshots of every schedule starting in [from, to), cancelled ones included, by start. */
  snapshotsStartingBetween(from: Date, to: Date): Promise<ScheduleSnapshotDto[]> {
    return this.snapshots('s.start_time >= ? and s.start_time < ? order by s.start_time, s.id', [from, to]);
  }

  private async snapshots(where: string, params: unknown[]): Promise<ScheduleSnapshotDto[]> {
    const rows = await this.em.getConnection().execute<SnapshotRow[]>(
      `select s.id, s.class_id, c.name as class_name, c.category_id, t.name as trainer_name, c.studio, s.start_time,
              s.end_time, s.is_cancelled, c.max_capacity, c.price_cents
         from schedules s
         join classes c on c.id = s.class_id
         left join trainers t on t.id = c.trainer_id
        where ${where}`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      classId: row.class_id,
      className: row.class_name,
      categoryId: row.category_id,
      trainerName: row.trainer_name ?? '',
      studio: row.studio,
      startTime: new Date(row.start_time).toISOString(),
      endTime: new Date(row.end_time).toISOString(),
      isCancelled: row.is_cancelled,
      maxCapacity: row.max_capacity,
      priceCents: row.price_cents,
    }));
  }

  /** Saves the schedule and records the event announcing it in the same transaction. */
  async saveAnnouncing(
    schedule: Schedule,
    announce: (saved: Schedule) => ScheduleChangedEvent,
  ): Promise<Schedule> {
    await this.em.transactional(async (tx) => {
      tx.persist(schedule);
      await tx.flush();
      this.outbox.record(tx, ScheduleChanged, announce(schedule));
    });
    this.outbox.flushSoon();
    return schedule;
  }

  /** Saves many schedules in one transaction, each announced as created. */
  async saveAllAnnouncing(
    schedules: Schedule[],
    announce: (saved: Schedule) => ScheduleChangedEvent,
  ): Promise<void> {
    await this.em.transactional(async (tx) => {
      tx.persist(schedules);
      await tx.flush();
      for (const schedule of schedules) this.outbox.record(tx, ScheduleChanged, announce(schedule));
    });
    this.outbox.flushSoon();
  }

  count(): Promise<number> {
    return this.em.count(Schedule, {});
  }

  async removeAnnouncing(schedule: Schedule, event: ScheduleChangedEvent): Promise<void> {
    await this.em.transactional(async (tx) => {
      tx.remove(schedule);
      this.outbox.record(tx, ScheduleChanged, event);
    });
    this.outbox.flushSoon();
  }

  /** Deletes every schedule, announcing each deletion; answers how many there were. */
  async removeAllAnnouncing(announce: (schedules: Schedule[]) => ScheduleChangedEvent[]): Promise<number> {
    const count = await this.em.transactional(async (tx) => {
      const all = await tx.find(Schedule, {}, { orderBy: { id: 'asc' } });
      for (const event of announce(all)) this.outbox.record(tx, ScheduleChanged, event);
      await tx.nativeDelete(Schedule, { id: { $in: all.map((s) => s.id) } });
      return all.length;
    });
    this.em.clear();
    this.outbox.flushSoon();
    return count;
  }
}
