import { Controller, Get } from '@nestjs/common';
import { MembershipPlanDto } from '@studio/contracts';
import { PlanService } from './plan.service';

@Controller('membership-plans')
export class PlanController {
  constructor(private readonly plans: PlanService) {}

  @Get()
  list(): Promise<MembershipPlanDto[]> {
    return this.plans.listActive();
  }
}
