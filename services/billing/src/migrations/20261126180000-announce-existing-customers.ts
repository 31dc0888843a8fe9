import { Migration } from '@mikro-orm/migrations';

/**
 * Customers made before billing announced them (BillingCustomerCreated, version 1) are announced once now, so
 * that identity shows every member's customer id, not only the ones made from here on.
 */
export class Migration20261126180000AnnounceExistingCustomers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`insert into "outbox_events" ("event_id", "topic", "key", "payload")
      select c."event_id", 'billing-customer-created', c."user_id"::text,
             jsonb_build_object('eventId', c."event_id", 'type', 'billing-customer-created', 'version', 1,
               'occurredAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'userId', c."user_id", 'customerId', c."processor_customer_id")
        from (select gen_random_uuid() as "event_id", * from "billing_customers") c`);
  }

  override async down(): Promise<void> {
    // The announcements may have been published and taken already; there is nothing to take back.
  }
}
