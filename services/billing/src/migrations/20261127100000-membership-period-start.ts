import { Migration } from '@mikro-orm/migrations';

/**
 * When the membership's current period began: its start until the first renewal, then each renewal's. The
 * unused part of the period an upgrade credits is measured from it (it was measured from the membership's start,
 * which after renewals spans several periods and credited too little).
 */
export class Migration20261127100000MembershipPeriodStart extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "user_memberships" add column "period_start" timestamptz null');
    this.addSql('update "user_memberships" set "period_start" = "start_date"');
    this.addSql('alter table "user_memberships" alter column "period_start" set not null');
  }
}
