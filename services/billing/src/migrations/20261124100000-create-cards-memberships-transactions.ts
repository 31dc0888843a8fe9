import { Migration } from '@mikro-orm/migrations';

export class Migration20261124100000CreateCardsMembershipsTransactions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "billing_customers" (
      "user_id" integer primary key,
      "processor_customer_id" varchar(255) not null unique,
      "created_at" timestamptz not null default now())`);
    this.addSql(`create table "payment_methods" (
      "id" serial primary key,
      "user_id" integer not null,
      "processor_payment_method_id" varchar(255) not null unique,
      "card_brand" varchar(30) not null,
      "card_last4" varchar(4) not null,
      "card_exp_month" integer not null,
      "card_exp_year" integer not null,
      "is_default" boolean not null default false,
      "created_at" timestamptz not null default now())`);
    this.addSql('create index "payment_methods_user_idx" on "payment_methods" ("user_id")');
    // One default card per member, whatever two requests do at once.
    this.addSql(
      'create unique index "payment_methods_one_default" on "payment_methods" ("user_id") where "is_default"',
    );
    this.addSql(`create table "user_memberships" (
      "id" serial primary key,
      "user_id" integer not null,
      "plan_id" integer not null references "membership_plans" ("id") on delete restrict,
      "status" varchar(20) not null check ("status" in ('pending', 'active', 'cancelled', 'expired', 'lapsed', 'replaced', 'failed')),
      "start_date" timestamptz not null,
      "end_date" timestamptz not null,
      "remaining_credits" integer not null default 0 check ("remaining_credits" >= 0),
      "credit_reset_date" timestamptz not null,
      "paid_cents" integer not null check ("paid_cents" >= 0),
      "replaces_id" integer null references "user_memberships" ("id"),
      "renewal_attempts" integer not null default 0,
      "next_renewal_at" timestamptz not null,
      "client_secret" varchar(255) null,
      "cancelled_at" timestamptz null,
      "ended_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    // One live membership and one purchase in flight per member: of two racing purchases exactly one wins.
    this.addSql(`create unique index "user_memberships_one_live" on "user_memberships" ("user_id")
      where "status" in ('active', 'cancelled')`);
    this.addSql(`create unique index "user_memberships_one_pending" on "user_memberships" ("user_id")
      where "status" = 'pending'`);
    this.addSql(`create index "user_memberships_due" on "user_memberships" ("next_renewal_at")
      where "status" in ('active', 'cancelled')`);
    this.addSql(`create index "user_memberships_credit_reset" on "user_memberships" ("credit_reset_date")
      where "status" in ('active', 'cancelled')`);
    this.addSql(`create table "transactions" (
      "id" serial primary key,
      "kind" varchar(10) not null check ("kind" in ('charge', 'refund')),
      "idempotency_key" varchar(200) not null unique,
      "user_id" integer not null,
      "booking_id" integer null,
      "membership_id" integer null references "user_memberships" ("id"),
      "charge_id" integer null references "transactions" ("id"),
      "class_name" varchar(200) null,
      "description" varchar(300) not null,
      "amount_cents" integer not null check ("amount_cents" > 0),
      "status" varchar(10) not null check ("status" in ('paid', 'pending', 'failed')),
      "payment_id" varchar(255) null,
      "client_secret" varchar(255) null,
      "failure_message" varchar(500) null,
      "lease_until" timestamptz not null default now(),
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now())`);
    this.addSql('create index "transactions_created_idx" on "transactions" ("created_at" desc, "id" desc)');
    this.addSql(
      'create index "transactions_status_created_idx" on "transactions" ("status", "created_at" desc)',
    );
    this.addSql('create index "transactions_payment_idx" on "transactions" ("payment_id")');
    this.addSql('create index "transactions_booking_idx" on "transactions" ("booking_id")');
    this.addSql(`create table "credit_entries" (
      "id" serial primary key,
      "membership_id" integer not null references "user_memberships" ("id"),
      "booking_id" integer not null,
      "kind" varchar(10) not null check ("kind" in ('use', 'return')),
      "created_at" timestamptz not null default now(),
      unique ("booking_id", "kind"))`);
    this.addSql(`create table "stripe_webhook_events" (
      "event_id" varchar(255) primary key,
      "type" varchar(100) not null,
      "received_at" timestamptz not null default now())`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "stripe_webhook_events"');
    this.addSql('drop table if exists "credit_entries"');
    this.addSql('drop table if exists "transactions"');
    this.addSql('drop table if exists "user_memberships"');
    this.addSql('drop table if exists "payment_methods"');
    this.addSql('drop table if exists "billing_customers"');
  }
}
