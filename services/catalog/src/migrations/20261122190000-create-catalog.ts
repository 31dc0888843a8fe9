import { Migration } from '@mikro-orm/migrations';

/** Categories, trainers, classes, schedules, seat counts kept from booking events, homepage and site settings. */
export class Migration20261122190000CreateCatalog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "categories" (
      "id" serial primary key,
      "name" varchar(100) not null,
      "description" text null,
      "created_at" timestamptz not null default now())`);
    this.addSql(`create unique index "categories_name_unique" on "categories" (lower("name"))`);

    this.addSql(`create table "trainers" (
      "id" serial primary key,
      "name" varchar(100) not null,
      "specialization" varchar(100) not null,
      "bio" text null,
      "image_url" varchar(2000) null,
      "created_at" timestamptz not null default now())`);

    this.addSql(`create table "classes" (
      "id" serial primary key,
      "name" varchar(120) not null,
      "description" text not null default '',
      "trainer_id" int not null references "trainers" ("id") on delete restrict,
      "category_id" int not null references "categories" ("id") on delete restrict,
      "price_cents" int not null check ("price_cents" >= 100),
      "duration" int not null check ("duration" >= 15),
      "max_capacity" int not null check ("max_capacity" >= 1),
      "image_url" varchar(2000) null,
      "image_data" text null,
      "studio" varchar(100) not null default '',
      "requirements" text not null default '',
      "featured" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    this.addSql(`create index "classes_trainer_idx" on "classes" ("trainer_id")`);
    this.addSql(`create index "classes_category_idx" on "classes" ("category_id")`);

    this.addSql(`create table "schedules" (
      "id" serial primary key,
      "class_id" int not null references "classes" ("id") on delete restrict,
      "start_time" timestamptz not null,
      "end_time" timestamptz not null,
      "is_cancelled" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "schedules_end_after_start" check ("end_time" > "start_time"))`);
    this.addSql(
      `create index "schedules_active_start_idx" on "schedules" ("start_time") where not "is_cancelled"`,
    );
    this.addSql(`create index "schedules_start_idx" on "schedules" ("start_time")`);
    this.addSql(`create index "schedules_class_start_idx" on "schedules" ("class_id", "start_time")`);

    this.addSql(`create table "seat_counts" (
      "schedule_id" int primary key,
      "booked" int not null check ("booked" >= 0),
      "observed_at" timestamptz not null)`);

    this.addSql(`create table "homepage_content" (
      "id" serial primary key,
      "section_id" varchar(20) not null unique,
      "title" varchar(200) not null,
      "subtitle" text null,
      "button_text" varchar(100) null,
      "button_link" varchar(500) null,
      "button_color" varchar(50) null,
      "secondary_button_text" varchar(100) null,
      "secondary_button_link" varchar(500) null,
      "secondary_button_color" varchar(50) null,
      "background_color" varchar(50) null,
      "content" jsonb not null default '[]',
      "updated_at" timestamptz not null default now())`);

    this.addSql(`create table "site_settings" (
      "id" serial primary key,
      "setting_key" varchar(100) not null unique,
      "setting_value" text not null,
      "category" varchar(50) not null default 'general',
      "updated_at" timestamptz not null default now())`);
    this.addSql(`create index "site_settings_category_idx" on "site_settings" ("category")`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "site_settings"');
    this.addSql('drop table if exists "homepage_content"');
    this.addSql('drop table if exists "seat_counts"');
    this.addSql('drop table if exists "schedules"');
    this.addSql('drop table if exists "classes"');
    this.addSql('drop table if exists "trainers"');
    this.addSql('drop table if exists "categories"');
  }
}
