import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'trainers' })
export class Trainer {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'string', length: 100 })
  specialization: string;

  @Property({ type: 'text', nullable: true })
  bio: string | null = null;

  @Property({ type: 'string', length: 2000, nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
