import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { SETTING_CATEGORY_MAX_LENGTH, SETTING_KEY_MAX_LENGTH } from '@studio/contracts';

@Entity({ tableName: 'site_settings' })
export class SiteSetting {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: SETTING_KEY_MAX_LENGTH, unique: true })
  settingKey: string;

  @Property({ type: 'text' })
  settingValue: string;

  @Property({ type: 'string', length: SETTING_CATEGORY_MAX_LENGTH })
  category: string = 'general';

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
