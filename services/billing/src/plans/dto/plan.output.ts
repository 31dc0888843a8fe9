import { centsToDollars, MembershipPlanDto } from '@studio/contracts';
import { MembershipPlan } from '../plan.entity';

export function toPlanOutput(plan: MembershipPlan): MembershipPlanDto {
  return Object.assign(new MembershipPlanDto(), {
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
