import { Migration } from '@mikro-orm/migrations';

export class Migration20261122191000CreateDeliveryLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "delivery_log" (
      "id" serial primary key,
      "user_id" integer null,
      "channel" varchar(10) not null check ("channel" in ('email', 'sms', 'push')),
      "recipient" varchar(320) not null,
      "subject" varchar(300) not null,
      "body" text not null,
      "status" varchar(10) not null check ("status" in ('sent', 'failed', 'logged')),
      "error" text null,
      "event_id" uuid null,
      "created_at" timestamptz not null default now())`);
    this.addSql(
      'create index "delivery_log_recipient_created_at_idx" on "delivery_log" ("recipient", "created_at")',
    );
    this.addSql('create index "delivery_log_user_id_idx" on "delivery_log" ("user_id")');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "delivery_log"');
  }
}
