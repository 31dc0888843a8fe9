import { Migration } from '@mikro-orm/migrations';

/**
 * What a membership's current period is worth, which a change of plan credits: its price, or the larger credit a
 * downgrade carried into it. (The cash paid for a period bought partly with credit undervalued it: a member who
 * changed plan and back paid twice.)
 */
export class Migration20261127140000MembershipPeriodValue extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "user_memberships" add column "period_value_cents" integer null');
    this.addSql('update "user_memberships" set "period_value_cents" = "price_cents"');
    this.addSql('alter table "user_memberships" alter column "period_value_cents" set not null');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "user_memberships" drop column if exists "period_value_cents"');
  }
}
