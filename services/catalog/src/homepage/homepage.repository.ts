import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { HomepageSection } from './homepage.entity';

@Injectable()
export class HomepageRepository {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<HomepageSection[]> {
    return this.em.find(HomepageSection, {});
  }

  findBySectionId(sectionId: string): Promise<HomepageSection | null> {
    return this.em.findOne(HomepageSection, { sectionId });
  }

  async save(section: HomepageSection): Promise<HomepageSection> {
    await this.em.persistAndFlush(section);
    return section;
  }
}
