import { Injectable } from '@nestjs/common';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CatalogMessages, ScheduleChanged, ScheduleChangedEvent } from '@studio/contracts';
import { ConflictError, Outbox } from '@studio/platform';
import { Schedule } from '../schedules/schedules.entity';
import { schedulesNotOver } from '../schedules/schedules-not-over';
import { StudioClass } from './classes.entity';

@Injectable()
export class ClassRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
  ) {}

  list(): Promise<StudioClass[]> {
    return this.em.find(StudioClass, {}, { orderBy: { id: 'asc' } });
  }

  listFeatured(limit: number): Promise<StudioClass[]> {
    return this.em.find(StudioClass, { featured: true }, { orderBy: { id: 'asc' }, limit });
  }

  listFirst(limit: number): Promise<StudioClass[]> {
    return this.em.find(StudioClass, {}, { orderBy: { id: 'asc' }, limit });
  }

  findById(id: number): Promise<StudioClass | null> {
    return this.em.findOne(StudioClass, { id });
  }

  findByIds(ids: number[]): Promise<StudioClass[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.em.find(StudioClass, { id: { $in: ids } });
  }

  countActiveSchedules(classId: number): Promise<number> {
    return this.em.count(Schedule, { classId, isCancelled: false });
  }

  async save(cls: StudioClass): Promise<StudioClass> {
    await this.em.persistAndFlush(cls);
    return cls;
  }

  /**
   * Saves a class together with the schedule events its change causes (capacity or name of schedules not yet
   * over), in one transaction so that booking hears of every change that was made.
   */
  async saveAnnouncing(
    cls: StudioClass,
    after: Date,
    announce: (schedules: Schedule[]) => ScheduleChangedEvent[],
  ): Promise<StudioClass> {
    await this.em.transactional(async (tx) => {
      tx.persist(cls);
      const schedules = await schedulesNotOver(tx, [cls.id], after);
      for (const event of announce(schedules)) this.outbox.record(tx, ScheduleChanged, event);
    });
    this.outbox.flushSoon();
    return cls;
  }

  /**
   * Deletes a class with its cancelled schedules in one transaction, announcing each schedule's deletion. An
   * active schedule keeps the class (the foreign key refuses), also one added since the caller looked.
   */
  async removeWithCancelledSchedules(
    cls: StudioClass,
    announce: (schedules: Schedule[]) => ScheduleChangedEvent[],
  ): Promise<void> {
    try {
      await this.em.transactional(async (tx) => {
        const cancelled = await tx.find(Schedule, { classId: cls.id, isCancelled: true });
        for (const event of announce(cancelled)) this.outbox.record(tx, ScheduleChanged, event);
        await tx.nativeDelete(Schedule, { id: { $in: cancelled.map((s) => s.id) } });
        await tx.nativeDelete(StudioClass, { id: cls.id });
      });
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException)
        throw new ConflictError(CatalogMessages.classHasSchedules);
      throw error;
    } finally {
      this.em.clear();
    }
    this.outbox.flushSoon();
  }
}
