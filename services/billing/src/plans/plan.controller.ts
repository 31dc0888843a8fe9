import { Controller, Get } from '@nestjs/common';
import { MembershipPlanOutput } from '@studio/contracts';
import { PlanService } from './plan.service';

@Controller('membership-plans')
export class PlanController {
  constructor(private readonly plans: PlanService) {}

  @Get()
  list(): Promise<MembershipPlanOutput[]> {
    return this.plans.listActive();
  }
}
