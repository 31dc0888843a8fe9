import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'categories' })
export class Category {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
