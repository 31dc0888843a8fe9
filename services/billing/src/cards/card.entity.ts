import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'billing_customers' })
export class BillingCustomer {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  userId: number;

  @Property({ type: 'string', length: 255, unique: true })
  processorCustomerId: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

/** A saved card: only what the processor tells us about it (brand, last four, expiry), never its number. */
@Entity({ tableName: 'payment_methods' })
export class SavedCard {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'integer' })
  userId: number;

  @Property({ type: 'string', length: 255, unique: true })
  processorPaymentMethodId: string;

  @Property({ type: 'string', length: 30 })
  cardBrand: string;

  @Property({ type: 'string', length: 4 })
  cardLast4: string;

  @Property({ type: 'integer' })
  cardExpMonth: number;

  @Property({ type: 'integer' })
  cardExpYear: number;

  /** The processor's fingerprint of the card number: one card saved twice has the same one. */
  @Property({ type: 'string', length: 64, nullable: true })
  fingerprint: string | null = null;

  @Property({ type: 'boolean' })
  isDefault: boolean = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
