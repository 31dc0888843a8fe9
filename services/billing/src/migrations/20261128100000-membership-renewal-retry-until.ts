import { Migration } from '@mikro-orm/migrations';

/** When a failed renewal's last retry is due, fixed at its first failure (the date the member is told). */
export class Migration20261128100000MembershipRenewalRetryUntil extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "user_memberships" add column "renewal_retry_until" timestamptz null');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "user_memberships" drop column if exists "renewal_retry_until"');
  }
}
