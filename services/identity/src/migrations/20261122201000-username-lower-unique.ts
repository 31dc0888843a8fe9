import { Migration } from '@mikro-orm/migrations';

/**
 * Usernames become unique regardless of case (kept as typed), so "ADMIN" can no longer pose as "admin".
 * Accounts made before this that clash with an older one by case alone get their id appended
 * (e.g. "Maya" → "Maya_42"): the oldest keeps the name, and the index can be built.
 */
export class Migration20261122201000UsernameLowerUnique extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "users" as u
      set "username" = left(u."username", 50 - length('_' || u."id")) || '_' || u."id"
      where exists (
        select 1 from "users" as older
        where lower(older."username") = lower(u."username") and older."id" < u."id")`);
    this.addSql('create unique index "users_username_lower_unique" on "users" (lower("username"))');
    this.addSql('drop index if exists "users_username_unique"');
  }

  override async down(): Promise<void> {
    this.addSql('create unique index "users_username_unique" on "users" ("username")');
    this.addSql('drop index if exists "users_username_lower_unique"');
  }
}
