import { Migration } from '@mikro-orm/migrations';

/**
 * The seat inventory (one row per schedule, a copy of what catalog announces plus the seats taken), bookings,
 * the refunds and credits owed to members until billing confirms them, and the members' names for admins.
 */
export class Migration20261123120000CreateBookings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "schedule_seats" (
      "schedule_id" int primary key,
      "class_id" int not null,
      "class_name" varchar(200) not null,
      "category_id" int null,
      "trainer_name" varchar(200) null,
      "start_time" timestamptz not null,
      "end_time" timestamptz not null,
      "is_cancelled" boolean not null default false,
      "capacity" int not null check ("capacity" >= 0),
      "booked" int not null default 0 check ("booked" >= 0),
      "observed_at" timestamptz not null)`);

    this.addSql(`create table "bookings" (
      "id" serial primary key,
      "user_id" int not null,
      "schedule_id" int not null references "schedule_seats" ("schedule_id"),
      "status" varchar(16) not null check ("status" in ('pending', 'confirmed', 'cancelled')),
      "payment_status" varchar(16) not null check ("payment_status" in ('pending', 'paid', 'failed')),
      "used_credits" boolean not null,
      "total_price_cents" int not null check ("total_price_cents" >= 0),
      "payment_id" varchar(255) null,
      "idempotency_key" varchar(100) null,
      "booked_at" timestamptz not null,
      "cancelled_at" timestamptz null,
      "refund_cents" int null,
      "fee_cents" int null,
      "credit_returned" boolean null,
      "cancel_reason" varchar(32) null)`);
    // One live booking per member and class: the race of two requests of one member ends here.
    this.addSql(
      `create unique index "bookings_one_live_per_member" on "bookings" ("user_id", "schedule_id") where "status" <> 'cancelled'`,
    );
    this.addSql(
      `create unique index "bookings_idempotency_key" on "bookings" ("user_id", "idempotency_key") where "idempotency_key" is not null`,
    );
    this.addSql(`create index "bookings_user_idx" on "bookings" ("user_id")`);
    this.addSql(`create index "bookings_schedule_idx" on "bookings" ("schedule_id", "status")`);
    this.addSql(`create index "bookings_pending_idx" on "bookings" ("booked_at") where "status" = 'pending'`);

    this.addSql(`create table "payment_returns" (
      "id" serial primary key,
      "booking_id" int not null,
      "user_id" int not null,
      "kind" varchar(16) not null check ("kind" in ('refund', 'credit')),
      "amount_cents" int not null check ("amount_cents" >= 0),
      "created_at" timestamptz not null,
      "attempts" int not null default 0,
      "last_error" text null,
      "done_at" timestamptz null)`);
    this.addSql(`create unique index "payment_returns_once" on "payment_returns" ("booking_id", "kind")`);
    this.addSql(
      `create index "payment_returns_open_idx" on "payment_returns" ("id") where "done_at" is null`,
    );

    this.addSql(`create table "members" (
      "user_id" int primary key,
      "full_name" varchar(200) not null,
      "email" varchar(254) not null,
      "observed_at" timestamptz not null)`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "members"`);
    this.addSql(`drop table if exists "payment_returns"`);
    this.addSql(`drop table if exists "bookings"`);
    this.addSql(`drop table if exists "schedule_seats"`);
  }
}
