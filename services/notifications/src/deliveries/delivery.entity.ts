import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { DeliveryChannel, DeliveryStatus } from '@studio/contracts';

/** One message to one recipient on one channel, whatever became of it. */
@Entity({ tableName: 'delivery_log' })
@Index({ properties: ['recipient', 'createdAt'] })
export class Delivery {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;

  @Property({ type: 'string', length: 10 })
  channel: DeliveryChannel;

  @Property({ type: 'string', length: 320 })
  recipient: string;

  @Property({ type: 'string', length: 300 })
  subject: string;

  @Property({ type: 'text' })
  body: string;

  @Property({ type: 'string', length: 10 })
  status: DeliveryStatus;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  eventId: string | null = null;

  /** What the message is about (`password-reset`, `booking-confirmed`, `class-reminder`, `test-sms`, …). */
  @Property({ type: 'string', length: 40 })
  kind: string = 'notice';

  /** Which try of the message this row records (1 for the first). */
  @Property({ type: 'integer' })
  attempt: number = 1;

  /** The same for every try of one message (a hash of what names it), so a message is sent only once. */
  @Property({ type: 'string', length: 64, nullable: true })
  messageKey: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;
}
