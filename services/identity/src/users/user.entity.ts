import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'users' })
export class User {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  /** Kept as typed; unique regardless of case (index on lower(username)), and matched so at login. */
  @Property({ type: 'string', length: 50 })
  username: string;

  /** `scrypt$N$r$p$salt$hash`; never leaves this service. */
  @Property({ type: 'string', length: 255 })
  passwordHash: string;

  @Property({ type: 'string', length: 100 })
  fullName: string;

  /** Kept as typed; unique regardless of case (index on lower(email)). */
  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'boolean' })
  isAdmin: boolean = false;

  @Property({ type: 'string', length: 30, nullable: true })
  phoneNumber: string | null = null;

  /** The member's customer at the card processor, kept as billing announces it (BillingCustomerCreated). */
  @Property({ type: 'string', length: 255, nullable: true })
  stripeCustomerId: string | null = null;

  @Property({ type: 'boolean' })
  emailNotifications: boolean = true;

  @Property({ type: 'boolean' })
  pushNotifications: boolean = true;

  @Property({ type: 'boolean' })
  smsNotifications: boolean = false;

  /** Bumped when the password changes; a session made with an older version is over. */
  @Property({ type: 'integer' })
  authVersion: number = 1;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;
}
