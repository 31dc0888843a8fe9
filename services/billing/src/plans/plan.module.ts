import { Module } from '@nestjs/common';
import { PlanController } from './plan.controller';
import { PlanRepository } from './plan.repository';
import { PlanSeed } from './plan.seed';
import { PlanService } from './plan.service';

@Module({
  controllers: [PlanController],
  providers: [PlanRepository, PlanService, PlanSeed],
  exports: [PlanService],
})
export class PlanModule {}
