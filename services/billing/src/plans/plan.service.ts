import { Injectable } from '@nestjs/common';
import { MembershipPlanDto } from '@studio/contracts';
import { toPlanOutput } from './dto/plan.output';
import { PlanRepository } from './plan.repository';

@Injectable()
export class PlanService {
  constructor(private readonly plans: PlanRepository) {}

  /** The plans members can choose, by priority ascending (spec §2 plans dialog). */
  async listActive(): Promise<MembershipPlanDto[]> {
    return (await this.plans.findActive()).map(toPlanOutput);
  }
}
