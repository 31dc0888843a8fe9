import { Injectable } from '@nestjs/common';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CatalogMessages, ScheduleChanged, ScheduleChangedEvent } from '@studio/contracts';
import { ConflictError, Outbox } from '@studio/platform';
import { StudioClass } from '../classes/classes.entity';
import { Schedule } from '../schedules/schedules.entity';
import { schedulesNotOver } from '../schedules/schedules-not-over';
import { Trainer } from './trainers.entity';

@Injectable()
export class TrainerRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
  ) {}

  list(): Promise<Trainer[]> {
    return this.em.find(Trainer, {}, { orderBy: { name: 'asc', id: 'asc' } });
  }

  findById(id: number): Promise<Trainer | null> {
    return this.em.findOne(Trainer, { id });
  }

  findByIds(ids: number[]): Promise<Trainer[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.em.find(Trainer, { id: { $in: ids } });
  }

  countClasses(trainerId: number): Promise<number> {
    return this.em.count(StudioClass, { trainerId });
  }

  async save(trainer: Trainer): Promise<Trainer> {
    await this.em.persistAndFlush(trainer);
    return trainer;
  }

  /**
   * Saves a trainer together with an announcement of each active schedule of their classes not yet over, in one
   * transaction, so that booking hears of the change with it.
   */
  async saveAnnouncing(
    trainer: Trainer,
    after: Date,
    announce: (schedule: Schedule, cls: StudioClass) => ScheduleChangedEvent,
  ): Promise<Trainer> {
    await this.em.transactional(async (tx) => {
      tx.persist(trainer);
      const classes = new Map((await tx.find(StudioClass, { trainerId: trainer.id })).map((c) => [c.id, c]));
      for (const s of await schedulesNotOver(tx, [...classes.keys()], after))
        this.outbox.record(tx, ScheduleChanged, announce(s, classes.get(s.classId)!));
    });
    this.outbox.flushSoon();
    return trainer;
  }

  async remove(trainer: Trainer): Promise<void> {
    try {
      await this.em.removeAndFlush(trainer);
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) {
        this.em.clear();
        throw new ConflictError(CatalogMessages.trainerHasClasses);
      }
      throw error;
    }
  }
}
