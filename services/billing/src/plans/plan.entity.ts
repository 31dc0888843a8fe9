import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { PlanInterval } from '@studio/contracts';

@Entity({ tableName: 'membership_plans' })
export class MembershipPlan {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  /** Unique regardless of case (an index on lower(name)). */
  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'text', default: '' })
  description: string = '';

  @Property({ type: 'integer' })
  priceCents: number;

  @Property({ type: 'string', length: 20 })
  interval: PlanInterval = 'monthly';

  @Property({ type: 'json' })
  features: string[] = [];

  @Property({ type: 'integer' })
  priority: number = 0;

  @Property({ type: 'boolean' })
  isActive: boolean = true;

  @Property({ type: 'integer' })
  classCredits: number = 0;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
