import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { CATEGORY_NAME_MAX_LENGTH } from '@studio/contracts';

@Entity({ tableName: 'categories' })
export class Category {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: CATEGORY_NAME_MAX_LENGTH })
  name: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
