import { ADMIN_KEYS, createPlan, deletePlan, updatePlan } from '../shared/admin-api';
import { useAdminMutation } from '../shared/use-admin-mutation';

/** A plan change shows in the admin list and in the members' plan lists. */
const REFRESH = [ADMIN_KEYS.plans, ADMIN_KEYS.publicPlans];

export function useCreatePlan() {
  return useAdminMutation(createPlan, REFRESH);
}

export function useUpdatePlan() {
  return useAdminMutation(updatePlan, REFRESH);
}

export function useDeletePlan() {
  return useAdminMutation(deletePlan, REFRESH);
}
