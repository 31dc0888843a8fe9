import { Migration } from '@mikro-orm/migrations';

/**
 * The processor's fingerprint of a saved card's number, so that a card typed in again at a membership checkout
 * pays as the copy the member saved before instead of being saved once more (cards saved before stay without).
 */
export class Migration20261127130000CardFingerprint extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "payment_methods" add column "fingerprint" varchar(64) null');
    this.addSql(
      'create index "payment_methods_user_fingerprint_idx" on "payment_methods" ("user_id", "fingerprint") where "fingerprint" is not null',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "payment_methods_user_fingerprint_idx"');
    this.addSql('alter table "payment_methods" drop column if exists "fingerprint"');
  }
}
