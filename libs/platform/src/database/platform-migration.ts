import { Migration } from '@mikro-orm/migrations';

/** Outbox and inbox tables; every service lists this migration first. */
export class Migration20261122000000CreateOutboxInbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "outbox_events" (
      "id" bigserial primary key,
      "event_id" uuid not null unique,
      "topic" varchar(200) not null,
      "key" varchar(200) not null,
      "payload" jsonb not null,
      "created_at" timestamptz not null default now(),
      "published_at" timestamptz null)`);
    this.addSql(
      `create index "outbox_events_unpublished_idx" on "outbox_events" ("id") where "published_at" is null`,
    );
    this.addSql(`create table "inbox_events" (
      "event_id" uuid not null,
      "consumer" varchar(100) not null,
      "topic" varchar(200) not null,
      "handled_at" timestamptz not null default now(),
      primary key ("event_id", "consumer"))`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "inbox_events"');
    this.addSql('drop table if exists "outbox_events"');
  }
}
