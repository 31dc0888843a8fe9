import { Migration } from '@mikro-orm/migrations';

export class Migration20261122190000CreateUsers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "users" (
      "id" serial primary key,
      "username" varchar(50) not null,
      "password_hash" varchar(255) not null,
      "full_name" varchar(100) not null,
      "email" varchar(254) not null,
      "is_admin" boolean not null default false,
      "phone_number" varchar(30) null,
      "email_notifications" boolean not null default true,
      "push_notifications" boolean not null default true,
      "sms_notifications" boolean not null default false,
      "auth_version" integer not null default 1,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    this.addSql('create unique index "users_username_unique" on "users" ("username")');
    this.addSql('create unique index "users_email_lower_unique" on "users" (lower("email"))');

    this.addSql(`create table "password_reset_tokens" (
      "id" serial primary key,
      "user_id" integer not null references "users" ("id") on delete cascade,
      "token_hash" varchar(64) not null,
      "expires_at" timestamptz not null,
      "is_used" boolean not null default false,
      "created_at" timestamptz not null default now())`);
    this.addSql(
      'create unique index "password_reset_tokens_token_hash_unique" on "password_reset_tokens" ("token_hash")',
    );
    this.addSql('create index "password_reset_tokens_user_id_idx" on "password_reset_tokens" ("user_id")');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "password_reset_tokens"');
    this.addSql('drop table if exists "users"');
  }
}
