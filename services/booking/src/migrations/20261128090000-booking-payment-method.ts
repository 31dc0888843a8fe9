import { Migration } from '@mikro-orm/migrations';

/**
 * The card a booking was paid with, so that a request retried under the same idempotency key with another card
 * is told the key was used for another request instead of getting the first booking back.
 */
export class Migration20261128090000BookingPaymentMethod extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "bookings" add column "payment_method_id" varchar(255) null');
  }
}
