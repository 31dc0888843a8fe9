import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One dated occurrence of a class; times are UTC. */
@Entity({ tableName: 'schedules' })
export class Schedule {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'integer' })
  classId: number;

  @Property({ type: 'timestamptz' })
  startTime: Date;

  @Property({ type: 'timestamptz' })
  endTime: Date;

  @Property({ type: 'boolean' })
  isCancelled: boolean = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
