import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Achievement } from './achievement.entity';

@Injectable()
export class AchievementRepository {
  constructor(private readonly em: EntityManager) {}

  findAll(): Promise<Achievement[]> {
    return this.em.find(Achievement, {}, { orderBy: { points: 'asc', id: 'asc' } });
  }

  /** Also used at start-up, outside any request, hence its own fork. */
  count(): Promise<number> {
    return this.em.fork().count(Achievement);
  }

  async insertAll(achievements: Array<Omit<Achievement, 'id'>>): Promise<void> {
    const em = this.em.fork();
    for (const fields of achievements) em.persist(Object.assign(new Achievement(), fields));
    await em.flush();
  }
}
