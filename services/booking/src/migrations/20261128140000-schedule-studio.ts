import { Migration } from '@mikro-orm/migrations';

/**
 * The class's studio (its room) on booking's copy of a schedule, so that a booking's calendar event says where
 * the class takes place. Copies kept before learn it from catalog's next word on their schedule.
 */
export class Migration20261128140000ScheduleStudio extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "schedule_seats" add column "studio" text null');
  }
}
