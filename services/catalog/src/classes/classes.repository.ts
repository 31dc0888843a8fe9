import { ConflictException, Injectable } from '@nestjs/common';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CatalogMessages, ScheduleChanged, ScheduleChangedEvent } from '@studio/contracts';
import { Outbox } from '@studio/platform';
import { Schedule } from '../schedules/schedules.entity';
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

  countSchedules(classId: number): Promise<number> {
    return this.em.count(Schedule, { classId });
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
      const schedules = await tx.find(Schedule, {
        classId: cls.id,
        endTime: { $gt: after },
        isCancelled: false,
      });
      for (const event of announce(schedules)) this.outbox.record(tx, ScheduleChanged, event);
    });
    this.outbox.flushSoon();
    return cls;
  }

  async remove(cls: StudioClass): Promise<void> {
    try {
      await this.em.removeAndFlush(cls);
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) {
        this.em.clear();
        throw new ConflictException(CatalogMessages.classHasSchedules);
      }
      throw error;
    }
  }
}
