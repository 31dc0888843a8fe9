import { Migration } from '@mikro-orm/migrations';

export class Migration20261124100000SettingsDevicesReminders extends Migration {
  override async up(): Promise<void> {
    // Each row of the log is now one attempt of one message (message_key), so every try and its outcome shows.
    this.addSql(`alter table "delivery_log"
      add column "kind" varchar(40) not null default 'notice',
      add column "attempt" integer not null default 1,
      add column "message_key" varchar(64) null`);
    this.addSql('create index "delivery_log_message_key_idx" on "delivery_log" ("message_key")');
    this.addSql(`create table "recipients" (
      "user_id" integer primary key,
      "email" varchar(320) null,
      "full_name" varchar(200) null,
      "phone_number" varchar(40) null,
      "email_notifications" boolean not null default true,
      "push_notifications" boolean not null default true,
      "sms_notifications" boolean not null default false,
      "identity_settings" jsonb null,
      "profile_observed_at" timestamptz null,
      "updated_at" timestamptz not null default now())`);
    this.addSql(`create table "device_tokens" (
      "id" serial primary key,
      "user_id" integer not null,
      "device_token" varchar(1024) not null unique,
      "device_type" varchar(10) not null check ("device_type" in ('ios', 'android')),
      "is_active" boolean not null default true,
      "created_at" timestamptz not null default now(),
      "last_used" timestamptz not null default now())`);
    this.addSql('create index "device_tokens_user_id_idx" on "device_tokens" ("user_id")');
    this.addSql(`create table "class_reminders" (
      "booking_id" integer primary key,
      "user_id" integer not null,
      "class_name" varchar(200) not null,
      "start_time" timestamptz not null,
      "send_at" timestamptz not null,
      "status" varchar(10) not null check ("status" in ('scheduled', 'cancelled', 'sent', 'missed')),
      "event_id" uuid not null,
      "updated_at" timestamptz not null default now())`);
    this.addSql(
      `create index "class_reminders_due_idx" on "class_reminders" ("send_at") where "status" = 'scheduled'`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "class_reminders"');
    this.addSql('drop table if exists "device_tokens"');
    this.addSql('drop table if exists "recipients"');
    this.addSql('drop index if exists "delivery_log_message_key_idx"');
    this.addSql(
      'alter table "delivery_log" drop column "message_key", drop column "attempt", drop column "kind"',
    );
  }
}
