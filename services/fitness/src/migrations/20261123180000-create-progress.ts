import { Migration } from '@mikro-orm/migrations';

/**
 * What fitness keeps per member: the bookings it learnt of from booking's events (the one source of
 * attendance), the stats derived from them, unlocked achievements, per-category stats and goals.
 */
export class Migration20261123180000CreateProgress extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "achievements" add column "code" varchar(50) null unique`);

    this.addSql(`create table "attendance_bookings" (
      "booking_id" int primary key,
      "user_id" int not null,
      "class_id" int not null,
      "category_id" int null,
      "start_time" timestamptz not null,
      "end_time" timestamptz not null,
      "confirmed" boolean not null default false,
      "cancelled_at" timestamptz null,
      "judged_at" timestamptz null)`);
    this.addSql(`create index "attendance_bookings_user_idx" on "attendance_bookings" ("user_id")`);
    this.addSql(`create index "attendance_bookings_unjudged_idx" on "attendance_bookings" ("end_time")
      where "judged_at" is null`);

    this.addSql(`create table "fitness_stats" (
      "id" serial primary key,
      "user_id" int not null unique,
      "total_classes" int not null default 0,
      "total_points" int not null default 0,
      "current_streak" int not null default 0,
      "longest_streak" int not null default 0,
      "level" int not null default 1,
      "next_level_points" int not null default 100,
      "weekly_class_goal" int not null default 3 check ("weekly_class_goal" >= 1),
      "weekly_class_count" int not null default 0,
      "updated_at" timestamptz not null)`);

    this.addSql(`create table "user_achievements" (
      "id" serial primary key,
      "user_id" int not null,
      "achievement_id" int not null references "achievements" ("id") on delete cascade,
      "unlocked_at" timestamptz not null,
      "progress" int not null default 0,
      unique ("user_id", "achievement_id"))`);

    this.addSql(`create table "category_stats" (
      "id" serial primary key,
      "user_id" int not null,
      "category_id" int not null,
      "class_count" int not null default 0,
      "last_attended" timestamptz null,
      "favorite_status" boolean not null default false,
      "updated_at" timestamptz not null,
      unique ("user_id", "category_id"))`);

    this.addSql(`create table "fitness_goals" (
      "id" serial primary key,
      "user_id" int not null,
      "title" varchar(100) not null,
      "description" text not null,
      "goal_type" varchar(20) not null
        check ("goal_type" in ('weight', 'attendance', 'strength', 'endurance', 'flexibility', 'other')),
      "progress_current" double precision not null default 0 check ("progress_current" >= 0),
      "progress_target" double precision not null check ("progress_target" >= 1),
      "progress_metric" varchar(50) null,
      "target_date" timestamptz not null,
      "achieved" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null)`);
    this.addSql(`create index "fitness_goals_user_idx" on "fitness_goals" ("user_id")`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "fitness_goals"');
    this.addSql('drop table if exists "category_stats"');
    this.addSql('drop table if exists "user_achievements"');
    this.addSql('drop table if exists "fitness_stats"');
    this.addSql('drop table if exists "attendance_bookings"');
    this.addSql('alter table "achievements" drop column "code"');
  }
}
