import { Migration } from '@mikro-orm/migrations';

/**
 * The card a charge was asked on, kept with its claim: when billing stops between asking the processor and
 * recording the answer, a later refund asks again with the same card and key and learns what happened.
 */
export class Migration20261125120000TransactionPaymentMethod extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "transactions" add column "payment_method_id" varchar(255) null');
  }
}
