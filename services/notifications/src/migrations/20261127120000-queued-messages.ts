import { Migration } from '@mikro-orm/migrations';

/**
 * Each message queued, kept in the transaction that queued it (with the event's inbox row) until its delivery is
 * finished: a queue kept in memory (embedded mode) loses its jobs when the process dies, and these are queued
 * again when the service starts.
 */
export class Migration20261127120000QueuedMessages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "queued_messages" (
      "message_key" varchar(64) primary key,
      "message" jsonb not null,
      "queued_at" timestamptz not null)`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "queued_messages"');
  }
}
