import { Migration } from '@mikro-orm/migrations';

/** Spec §3 users.stripeCustomerId: the member's customer at the card processor, as billing announces it. */
export class Migration20261126180000UsersStripeCustomerId extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "users" add column "stripe_customer_id" varchar(255) null');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "users" drop column "stripe_customer_id"');
  }
}
