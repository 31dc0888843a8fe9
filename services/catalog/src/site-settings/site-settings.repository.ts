import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SiteSetting } from './site-settings.entity';

@Injectable()
export class SiteSettingRepository {
  constructor(private readonly em: EntityManager) {}

  list(category?: string): Promise<SiteSetting[]> {
    return this.em.find(SiteSetting, category ? { category } : {}, { orderBy: { settingKey: 'asc' } });
  }

  findByKey(settingKey: string): Promise<SiteSetting | null> {
    return this.em.findOne(SiteSetting, { settingKey });
  }

  async save(setting: SiteSetting): Promise<SiteSetting> {
    await this.em.persistAndFlush(setting);
    return setting;
  }

  async remove(setting: SiteSetting): Promise<void> {
    await this.em.removeAndFlush(setting);
  }
}
