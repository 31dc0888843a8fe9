import { Migration } from '@mikro-orm/migrations';

/**
 * Plan names become unique regardless of case, as category names are, so "starter" can no longer stand beside
 * "Starter". Plans made before this that clash with an older one by case alone get their id appended
 * (e.g. "Starter" → "Starter (7)"): the oldest keeps the name, and the index can be built.
 */
export class Migration20261126120000PlanNameLowerUnique extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "membership_plans" as p
      set "name" = left(p."name", 100 - length(' (' || p."id" || ')')) || ' (' || p."id" || ')'
      where exists (
        select 1 from "membership_plans" as older
        where lower(older."name") = lower(p."name") and older."id" < p."id")`);
    this.addSql(
      'create unique index "membership_plans_name_lower_unique" on "membership_plans" (lower("name"))',
    );
    this.addSql('alter table "membership_plans" drop constraint if exists "membership_plans_name_key"');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "membership_plans" add constraint "membership_plans_name_key" unique ("name")');
    this.addSql('drop index if exists "membership_plans_name_lower_unique"');
  }
}
