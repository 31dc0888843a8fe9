import { Migration } from '@mikro-orm/migrations';

/**
 * Admins look deliveries up by e-mail address in any capitalisation (identity keeps one account per address,
 * whatever its case): the recipient index is on its lower-case form.
 */
export class Migration20261128100000DeliveryRecipientAnyCase extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop index if exists "delivery_log_recipient_created_at_idx"');
    this.addSql(
      'create index "delivery_log_recipient_lower_created_at_idx" on "delivery_log" (lower("recipient"), "created_at")',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "delivery_log_recipient_lower_created_at_idx"');
    this.addSql(
      'create index "delivery_log_recipient_created_at_idx" on "delivery_log" ("recipient", "created_at")',
    );
  }
}
