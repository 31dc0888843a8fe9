import { Migration } from '@mikro-orm/migrations';

export class Migration20261122190000CreateMembershipPlans extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "membership_plans" (
      "id" serial primary key,
      "name" varchar(100) not null unique,
      "description" text not null default '',
      "price_cents" integer not null check ("price_cents" >= 0),
      "interval" varchar(20) not null default 'monthly' check ("interval" in ('monthly', 'quarterly', 'yearly')),
      "features" jsonb not null default '[]',
      "priority" integer not null default 0,
      "is_active" boolean not null default true,
      "class_credits" integer not null default 0 check ("class_credits" >= 0),
      "created_at" timestamptz not null default now())`);
    this.addSql(
      'create index "membership_plans_active_priority_idx" on "membership_plans" ("is_active", "priority")',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "membership_plans"');
  }
}
