import { Module } from '@nestjs/common';
import { MembershipPlansController } from './membership-plans.controller';

/** The public billing API: plans now; cards, payments and memberships build on it. */
@Module({ controllers: [MembershipPlansController] })
export class BillingGatewayModule {}
