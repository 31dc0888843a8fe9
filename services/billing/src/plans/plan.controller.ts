import { Controller } from '@nestjs/common';
import { BILLING_ROUTES as R, DeletedDto, MembershipPlanDto } from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { PlanService } from './plan.service';

@Controller()
export class PlanController {
  constructor(private readonly plans: PlanService) {}

  @Serves(R.listMembershipPlans)
  list(): Promise<MembershipPlanDto[]> {
    return this.plans.listActive();
  }

  @Serves(R.listAdminMembershipPlans)
  listAll(): Promise<MembershipPlanDto[]> {
    return this.plans.listAll();
  }

  @Serves(R.createMembershipPlan)
  create({ body }: RouteInput<typeof R.createMembershipPlan>): Promise<MembershipPlanDto> {
    return this.plans.create(body);
  }

  @Serves(R.updateMembershipPlan)
  update({ params, body }: RouteInput<typeof R.updateMembershipPlan>): Promise<MembershipPlanDto> {
    return this.plans.update(params.id, body);
  }

  @Serves(R.deleteMembershipPlan)
  async remove({ params }: RouteInput<typeof R.deleteMembershipPlan>): Promise<DeletedDto> {
    await this.plans.remove(params.id);
    return { success: true };
  }
}
