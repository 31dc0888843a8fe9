import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { placeholders } from '@studio/platform';
import { AchievementDefinition } from '../progress/fitness-rules';
import { Achievement } from './achievement.entity';

@Injectable()
export class AchievementRepository {
  constructor(private readonly em: EntityManager) {}

  findAll(): Promise<Achievement[]> {
    return this.em.find(Achievement, {}, { orderBy: { points: 'asc', id: 'asc' } });
  }

  /**
   * Inserts or updates each definition (matched by name), in one statement so that replicas starting
   * together agree; answers how many rows changed. Used at start-up, outside any request, hence its own fork.
   */
  async sync(definitions: readonly AchievementDefinition[]): Promise<number> {
    const values = placeholders(definitions, '(?, ?, ?, ?, ?, ?)');
    const rows = await this.em
      .fork()
      .getConnection()
      .execute(
        `insert into achievements (code, name, description, icon, points, category) values ${values}
         on conflict (name) do update set code = excluded.code, description = excluded.description,
           icon = excluded.icon, points = excluded.points, category = excluded.category
         where (achievements.code, achievements.description, achievements.icon, achievements.points,
           achievements.category) is distinct from (excluded.code, excluded.description, excluded.icon,
           excluded.points, excluded.category)
         returning id`,
        definitions.flatMap((d) => [d.code, d.name, d.description, d.icon, d.points, d.category]),
        'all',
      );
    return rows.length;
  }
}
