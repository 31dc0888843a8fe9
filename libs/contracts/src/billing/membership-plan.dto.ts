import { ApiProperty } from '@nestjs/swagger';
import { PLAN_INTERVALS, PlanInterval } from '../constants';

export class MembershipPlanDto {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'Premium' })
  name: string;

  @ApiProperty({ example: 'Ten classes a month for a steady routine.' })
  description: string;

  @ApiProperty({ example: 89, description: 'Dollars per interval' })
  price: number;

  @ApiProperty({ enum: PLAN_INTERVALS, example: 'monthly' })
  interval: PlanInterval;

  @ApiProperty({ type: [String], example: ['10 classes per month', 'Priority waitlist'] })
  features: string[];

  @ApiProperty({ example: 2 })
  priority: number;

  @ApiProperty({ example: true })
  isActive: boolean;

  @ApiProperty({ example: 10 })
  classCredits: number;

  @ApiProperty({ example: '2026-01-05T18:00:00.000Z' })
  createdAt: string;
}
