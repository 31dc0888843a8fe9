import { Module } from '@nestjs/common';
import { ServiceKernelModule } from '@studio/platform';
import { migrations } from './migrations';
import { MembershipPlan } from './plans/plan.entity';
import { PlanModule } from './plans/plan.module';

@Module({
  imports: [
    ServiceKernelModule.forRoot({ service: 'billing', entities: [MembershipPlan], migrations }),
    PlanModule,
  ],
})
export class AppModule {}
