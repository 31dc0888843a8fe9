import { Migration } from '@mikro-orm/migrations';

/**
 * When the studio moved a booking's class to another time after it was booked: such a booking is cancelled with
 * everything given back until the class starts, as the 24-hour rule is there for the member's changes, not the
 * studio's.
 */
export class Migration20261127120000BookingMovedByStudio extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "bookings" add column "moved_at" timestamptz null');
  }
}
