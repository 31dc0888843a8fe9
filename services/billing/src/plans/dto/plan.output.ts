import { centsToDollars, MembershipPlanOutput } from '@studio/contracts';
import { MembershipPlan } from '../plan.entity';

export function toPlanOutput(plan: MembershipPlan): MembershipPlanOutput {
  return Object.assign(new MembershipPlanOutput(), {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: centsToDollars(plan.priceCents),
    interval: plan.interval,
    features: plan.features,
    priority: plan.priority,
    isActive: plan.isActive,
    classCredits: plan.classCredits,
    createdAt: plan.createdAt.toISOString(),
  });
}
