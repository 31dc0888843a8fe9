import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'achievements' })
export class Achievement {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  /** The rule that unlocks it (fitness-rules.ts). */
  @Property({ type: 'string', length: 50, nullable: true, unique: true })
  code: string | null;

  @Property({ type: 'string', length: 100, unique: true })
  name: string;

  @Property({ type: 'text' })
  description: string;

  @Property({ type: 'string', length: 50 })
  icon: string;

  @Property({ type: 'integer' })
  points: number;

  @Property({ type: 'string', length: 50 })
  category: string;
}
