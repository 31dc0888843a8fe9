import { Migration } from '@mikro-orm/migrations';

/**
 * Identity alone keeps a member's channels and phone number now (the settings panel saves them there), so the
 * recipients' copy of what identity last announced, kept to merge two writers' changes, has no use.
 */
export class Migration20261126100000RecipientsWithoutIdentitySettings extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "recipients" drop column "identity_settings"');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "recipients" add column "identity_settings" jsonb null');
  }
}
