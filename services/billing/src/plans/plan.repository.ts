import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MembershipPlan } from './plan.entity';

@Injectable()
export class PlanRepository {
  constructor(private readonly em: EntityManager) {}

  findActive(): Promise<MembershipPlan[]> {
    return this.em.find(MembershipPlan, { isActive: true }, { orderBy: { priority: 'asc', id: 'asc' } });
  }

  /** Also used at start-up, outside any request, hence its own fork. */
  count(): Promise<number> {
    return this.em.fork().count(MembershipPlan);
  }

  async insertAll(plans: Array<Omit<MembershipPlan, 'id' | 'createdAt'>>): Promise<void> {
    const em = this.em.fork();
    for (const fields of plans) em.persist(Object.assign(new MembershipPlan(), fields));
    await em.flush();
  }
}
