import { Migration } from '@mikro-orm/migrations';

/** Each declined card a member tried (CARD_REFUSAL_LIMITS): counted per member over the last hour. */
export class Migration20261128100000CardRefusals extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "card_refusals" ("id" serial primary key, "user_id" integer not null, "created_at" timestamptz not null)',
    );
    this.addSql(
      'create index "card_refusals_user_id_created_at_index" on "card_refusals" ("user_id", "created_at")',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "card_refusals"');
  }
}
