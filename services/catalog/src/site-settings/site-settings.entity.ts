import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'site_settings' })
export class SiteSetting {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: 100, unique: true })
  settingKey: string;

  @Property({ type: 'text' })
  settingValue: string;

  @Property({ type: 'string', length: 50 })
  category: string = 'general';

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
