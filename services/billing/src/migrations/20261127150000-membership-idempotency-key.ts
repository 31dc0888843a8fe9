import { Migration } from '@mikro-orm/migrations';

/** A purchase's Idempotency-Key, so that a retried purchase answers the first membership instead of a 409. */
export class Migration20261127150000MembershipIdempotencyKey extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "user_memberships" add column "idempotency_key" varchar(100) null');
    this.addSql(
      'create unique index "user_memberships_user_idempotency_key_unique" on "user_memberships" ("user_id", "idempotency_key") where "idempotency_key" is not null',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "user_memberships_user_idempotency_key_unique"');
    this.addSql('alter table "user_memberships" drop column if exists "idempotency_key"');
  }
}
