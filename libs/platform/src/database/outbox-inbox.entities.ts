import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** An event written in the same transaction as the change it announces; the relay publishes it. */
@Entity({ tableName: 'outbox_events' })
@Index({ properties: ['publishedAt', 'id'] })
export class OutboxEvent {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id: string;

  @Property({ type: 'uuid', unique: true })
  eventId: string;

  @Property({ type: 'string', length: 200 })
  topic: string;

  @Property({ type: 'string', length: 200 })
  key: string;

  @Property({ type: 'json' })
  payload: Record<string, unknown>;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;
}

/** The events a consumer has handled, so that a repeat delivery changes nothing. */
@Entity({ tableName: 'inbox_events' })
export class InboxEvent {
  @PrimaryKey({ type: 'uuid' })
  eventId: string;

  @PrimaryKey({ type: 'string', length: 100 })
  consumer: string;

  @Property({ type: 'string', length: 200 })
  topic: string;

  @Property({ type: 'timestamptz' })
  handledAt: Date = new Date();
}
