import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { PaymentStatus, TransactionKind } from '@studio/contracts';

/** One movement of money, keyed by what it is for, so that the same charge or refund is made once. */
@Entity({ tableName: 'transactions' })
export class Transaction {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: 10 })
  kind: TransactionKind;

  @Property({ type: 'string', length: 200, unique: true })
  idempotencyKey: string;

  @Property({ type: 'integer' })
  userId: number;

  @Property({ type: 'integer', nullable: true })
  bookingId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  membershipId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  chargeId: number | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  className: string | null = null;

  @Property({ type: 'string', length: 300 })
  description: string;

  @Property({ type: 'integer' })
  amountCents: number;

  @Property({ type: 'string', length: 10 })
  status: PaymentStatus;

  @Property({ type: 'string', length: 255, nullable: true })
  paymentId: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  clientSecret: string | null = null;

  /** A booking charge's card, so that a charge whose answer was never recorded can be asked again. */
  @Property({ type: 'string', length: 255, nullable: true })
  paymentMethodId: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  failureMessage: string | null = null;

  @Property({ type: 'timestamptz' })
  leaseUntil: Date = new Date();

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}

@Entity({ tableName: 'stripe_webhook_events' })
export class WebhookEvent {
  @PrimaryKey({ type: 'string', length: 255 })
  eventId: string;

  @Property({ type: 'string', length: 100 })
  type: string;

  @Property({ type: 'timestamptz' })
  receivedAt: Date = new Date();
}
