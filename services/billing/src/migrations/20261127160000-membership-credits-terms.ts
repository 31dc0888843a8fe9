import { Migration } from '@mikro-orm/migrations';

/**
 * The plan's credits a member signed up with, kept with their membership as its price and interval are: an admin's
 * later change of the plan's credits applies to new members, not to those who hold it (resets gave the plan's
 * count of the day while renewals charged the member's own price).
 */
export class Migration20261127160000MembershipCreditsTerms extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "user_memberships" add column "class_credits" integer null');
    this.addSql(
      'update "user_memberships" m set "class_credits" = p."class_credits" from "membership_plans" p where p."id" = m."plan_id"',
    );
    this.addSql('alter table "user_memberships" alter column "class_credits" set not null');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "user_memberships" drop column if exists "class_credits"');
  }
}
