import { Injectable } from '@nestjs/common';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CatalogMessages } from '@studio/contracts';
import { ConflictError } from '@studio/platform';
import { StudioClass } from '../classes/classes.entity';
import { Category } from './categories.entity';

@Injectable()
export class CategoryRepository {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<Category[]> {
    return this.em.find(Category, {}, { orderBy: { name: 'asc' } });
  }

  findById(id: number): Promise<Category | null> {
    return this.em.findOne(Category, { id });
  }

  findByIds(ids: number[]): Promise<Category[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.em.find(Category, { id: { $in: ids } });
  }

  /** Names are unique regardless of case. */
  findByName(name: string): Promise<Category | null> {
    return this.em.findOne(Category, { name: { $ilike: name.replace(/[\\%_]/g, '\\$&') } });
  }

  countClasses(categoryId: number): Promise<number> {
    return this.em.count(StudioClass, { categoryId });
  }

  async save(category: Category): Promise<Category> {
    try {
      await this.em.persistAndFlush(category);
      return category;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new ConflictError(CatalogMessages.categoryNameTaken);
      }
      throw error;
    }
  }

  async remove(category: Category): Promise<void> {
    try {
      await this.em.removeAndFlush(category);
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) {
        this.em.clear();
        throw new ConflictError(CatalogMessages.categoryHasClasses);
      }
      throw error;
    }
  }
}
