import { Migration } from '@mikro-orm/migrations';

/** The test texts asked for lately, so that neither one member nor one number can be sent many (TEST_SMS_PER_HOUR). */
export class Migration20261126190000TestTexts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "test_texts" (
      "id" bigserial primary key,
      "user_id" integer not null,
      "phone" varchar(20) not null,
      "requested_at" timestamptz not null)`);
    this.addSql('create index "test_texts_user_idx" on "test_texts" ("user_id", "requested_at")');
    this.addSql('create index "test_texts_phone_idx" on "test_texts" ("phone", "requested_at")');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "test_texts"');
  }
}
