import { Migration } from '@mikro-orm/migrations';

/** When each booking was made: a class booked after it ended was not attended. */
export class Migration20261128110000AttendanceConfirmedAt extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "attendance_bookings" add column "confirmed_at" timestamptz null');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "attendance_bookings" drop column if exists "confirmed_at"');
  }
}
