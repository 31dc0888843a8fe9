import { Injectable } from '@nestjs/common';
import {
  CreateMembershipPlanDto,
  dollarsToCents,
  MembershipPlanDto,
  UpdateMembershipPlanDto,
} from '@studio/contracts';
import { Clock, NotFoundError } from '@studio/platform';
import { toPlanOutput } from './dto/plan.output';
import { MembershipPlan } from './plan.entity';
import { PLAN_MESSAGES, PlanFields, PlanRepository } from './plan.repository';

/** The stored fields an admin's input sets; prices arrive in dollars and are kept in cents. */
function planFields(input: UpdateMembershipPlanDto): Partial<PlanFields> {
  const fields: Partial<PlanFields> = {};
  if (input.name !== undefined) fields.name = input.name;
  if (input.description !== undefined) fields.description = input.description;
  if (input.price !== undefined) fields.priceCents = dollarsToCents(input.price);
  if (input.interval !== undefined) fields.interval = input.interval;
  if (input.features !== undefined) fields.features = input.features;
  if (input.priority !== undefined) fields.priority = input.priority;
  if (input.isActive !== undefined) fields.isActive = input.isActive;
  if (input.classCredits !== undefined) fields.classCredits = input.classCredits;
  return fields;
}

@Injectable()
export class PlanService {
  constructor(
    private readonly plans: PlanRepository,
    private readonly clock: Clock,
  ) {}

  /** The plans members can choose, by priority ascending (spec §2 plans dialog). */
  async listActive(): Promise<MembershipPlanDto[]> {
    return (await this.plans.findActive()).map(toPlanOutput);
  }

  async listAll(): Promise<MembershipPlanDto[]> {
    return (await this.plans.findAll()).map(toPlanOutput);
  }

  /** A plan a member may buy now: it exists and is active (else 404). */
  async findPurchasable(id: number): Promise<MembershipPlan> {
    const plan = await this.plans.findById(id);
    if (!plan) throw new NotFoundError(PLAN_MESSAGES.notFound);
    if (!plan.isActive) throw new NotFoundError(PLAN_MESSAGES.notAvailable);
    return plan;
  }

  /** Spec §5 defaults: monthly, no features, priority 0, active, no credits, price 0. */
  async create(input: CreateMembershipPlanDto): Promise<MembershipPlanDto> {
    const fields: PlanFields = {
      name: input.name,
      description: '',
      priceCents: 0,
      interval: 'monthly',
      features: [],
      priority: 0,
      isActive: true,
      classCredits: 0,
      ...planFields(input),
    };
    return toPlanOutput(await this.plans.create(fields, this.clock.now()));
  }

  async update(id: number, input: UpdateMembershipPlanDto): Promise<MembershipPlanDto> {
    const plan = await this.plans.update(id, planFields(input));
    if (!plan) throw new NotFoundError(PLAN_MESSAGES.notFound);
    return toPlanOutput(plan);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.plans.remove(id))) throw new NotFoundError(PLAN_MESSAGES.notFound);
  }
}
