import { Injectable } from '@nestjs/common';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CatalogMessages } from '@studio/contracts';
import { ConflictError } from '@studio/platform';
import { StudioClass } from '../classes/classes.entity';
import { Trainer } from './trainers.entity';

@Injectable()
export class TrainerRepository {
  constructor(private readonly em: EntityManager) {}

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
