import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import type { MembershipStatus, PlanInterval } from '@studio/contracts';
import { MembershipPlan } from '../plans/plan.entity';

@Entity({ tableName: 'user_memberships' })
export class Membership {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'integer' })
  userId: number;

  @ManyToOne(() => MembershipPlan, { fieldName: 'plan_id', eager: true })
  plan: MembershipPlan;

  @Property({ type: 'string', length: 20 })
  status: MembershipStatus;

  /** The plan's price when the member signed up: what each renewal charges, whatever the plan costs later. */
  @Property({ type: 'integer' })
  priceCents: number;

  /** The plan's credits per 30 days when the member signed up: each reset's count. */
  @Property({ type: 'integer' })
  classCredits: number;

  /** The plan's interval when the member signed up: each renewal's period. */
  @Property({ type: 'string', length: 20 })
  interval: PlanInterval;

  @Property({ type: 'timestamptz' })
  startDate: Date;

  /** When the current period began: startDate, then each renewal's start. */
  @Property({ type: 'timestamptz' })
  periodStart: Date;

  @Property({ type: 'timestamptz' })
  endDate: Date;

  @Property({ type: 'integer' })
  remainingCredits: number = 0;

  @Property({ type: 'timestamptz' })
  creditResetDate: Date;

  @Property({ type: 'integer' })
  paidCents: number;

  /**
   * What the current period is worth: the price, or more when the credit of the plan it replaced was larger
   * (a downgrade); a later change of plan credits its unused part.
   */
  @Property({ type: 'integer' })
  periodValueCents: number;

  @Property({ type: 'integer', nullable: true })
  replacesId: number | null = null;

  /** The purchase request's key: a retry with it answers this membership (unique per member). */
  @Property({ type: 'string', length: 100, nullable: true })
  idempotencyKey: string | null = null;

  @Property({ type: 'integer' })
  renewalAttempts: number = 0;

  /**
   * A failed renewal's last retry, as the member is told at its first failure: no retry comes after it, however
   * late the retries before it ran.
   */
  @Property({ type: 'timestamptz', nullable: true })
  renewalRetryUntil: Date | null = null;

  @Property({ type: 'timestamptz' })
  nextRenewalAt: Date;

  @Property({ type: 'string', length: 255, nullable: true })
  clientSecret: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  endedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}

/** One credit used or given back for a booking; unique per booking and kind, so a repeat moves nothing. */
@Entity({ tableName: 'credit_entries' })
export class CreditEntry {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'integer' })
  membershipId: number;

  @Property({ type: 'integer' })
  bookingId: number;

  @Property({ type: 'string', length: 10 })
  kind: 'use' | 'return';

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
