import { Migration } from '@mikro-orm/migrations';

/**
 * The price and interval a member signed up at, kept with their membership: renewals charge these, so an admin's
 * later change of the plan applies to new members, not to those who hold it (renewals charged the plan's price
 * of the day).
 */
export class Migration20261127110000MembershipTerms extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "user_memberships" add column "price_cents" integer null');
    this.addSql('alter table "user_memberships" add column "interval" varchar(20) null');
    this.addSql(
      'update "user_memberships" m set "price_cents" = p."price_cents", "interval" = p."interval" from "membership_plans" p where p."id" = m."plan_id"',
    );
    this.addSql('alter table "user_memberships" alter column "price_cents" set not null');
    this.addSql('alter table "user_memberships" alter column "interval" set not null');
  }
}
