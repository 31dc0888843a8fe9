import { Injectable } from '@nestjs/common';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '@studio/platform';
import { MembershipPlan } from './plan.entity';

export const PLAN_MESSAGES = {
  notFound: 'Membership plan not found',
  notAvailable: 'This membership plan is not available',
  duplicateName: 'A membership plan with this name already exists',
  inUse: 'Members have used this plan, so it cannot be deleted; deactivate it instead',
} as const;

export type PlanFields = Omit<MembershipPlan, 'id' | 'createdAt'>;

/** PostgreSQL's restrict_violation: a row still refers to the plan through an `on delete restrict` key. */
const RESTRICT_VIOLATION = '23001';

function conflictOf(error: unknown): never {
  if (error instanceof UniqueConstraintViolationException)
    throw new ConflictError(PLAN_MESSAGES.duplicateName);
  if (
    error instanceof ForeignKeyConstraintViolationException ||
    (error as { code?: string }).code === RESTRICT_VIOLATION
  )
    throw new ConflictError(PLAN_MESSAGES.inUse);
  throw error;
}

@Injectable()
export class PlanRepository {
  constructor(private readonly em: EntityManager) {}

  findActive(): Promise<MembershipPlan[]> {
    return this.em.find(MembershipPlan, { isActive: true }, { orderBy: { priority: 'asc', id: 'asc' } });
  }

  findAll(): Promise<MembershipPlan[]> {
    return this.em.fork().find(MembershipPlan, {}, { orderBy: { priority: 'asc', id: 'asc' } });
  }

  findById(id: number): Promise<MembershipPlan | null> {
    return this.em.fork().findOne(MembershipPlan, { id });
  }

  /** Also used at start-up, outside any request, hence its own fork. */
  count(): Promise<number> {
    return this.em.fork().count(MembershipPlan);
  }

  async insertAll(plans: PlanFields[]): Promise<void> {
    const em = this.em.fork();
    for (const fields of plans) em.persist(Object.assign(new MembershipPlan(), fields));
    await em.flush();
  }

  async create(fields: PlanFields, now: Date): Promise<MembershipPlan> {
    const em = this.em.fork();
    const plan = Object.assign(new MembershipPlan(), fields, { createdAt: now });
    try {
      await em.persistAndFlush(plan);
    } catch (error) {
      conflictOf(error);
    }
    return plan;
  }

  async update(id: number, changes: Partial<PlanFields>): Promise<MembershipPlan | null> {
    const em = this.em.fork();
    const plan = await em.findOne(MembershipPlan, { id });
    if (!plan) return null;
    em.assign(plan, changes);
    try {
      await em.flush();
    } catch (error) {
      conflictOf(error);
    }
    return plan;
  }

  async remove(id: number): Promise<boolean> {
    try {
      return (await this.em.fork().nativeDelete(MembershipPlan, { id })) > 0;
    } catch (error) {
      conflictOf(error);
    }
  }
}
