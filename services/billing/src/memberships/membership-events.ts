import { Membership } from './membership.entity';

/** What every membership event names: the membership, its member and its plan. */
export function membershipNamed(m: Membership) {
  return { membershipId: m.id, userId: m.userId, planId: m.plan.id, planName: m.plan.name };
}
