import { Migration } from '@mikro-orm/migrations';

export class Migration20261122191000CreateAchievements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "achievements" (
      "id" serial primary key,
      "name" varchar(100) not null unique,
      "description" text not null,
      "icon" varchar(50) not null,
      "points" integer not null check ("points" >= 0),
      "category" varchar(50) not null)`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "achievements"');
  }
}
