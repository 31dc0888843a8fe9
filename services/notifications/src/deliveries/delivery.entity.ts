import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

export const DELIVERY_CHANNELS = ['email', 'sms', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/** sent: handed to the provider; failed: the provider refused; logged: written here only (no provider set up). */
export const DELIVERY_STATUSES = ['sent', 'failed', 'logged'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

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

  @Property({ type: 'timestamptz' })
  createdAt: Date;
}
