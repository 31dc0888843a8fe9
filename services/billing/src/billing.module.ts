import { Module } from '@nestjs/common';
import { CardsModule } from './cards/cards.module';
import { MembershipsController } from './memberships/memberships.controller';
import { MembershipsRepository } from './memberships/memberships.repository';
import { MembershipsService } from './memberships/memberships.service';
import { RenewalsService } from './memberships/renewals.service';
import { PaymentsController } from './payments/payments.controller';
import { PaymentsService } from './payments/payments.service';
import { TransactionsRepository } from './payments/transactions.repository';
import { PlanModule } from './plans/plan.module';

/** Charges, refunds, memberships and their renewals: they share the transactions and the card lookup. */
@Module({
  imports: [CardsModule, PlanModule],
  controllers: [PaymentsController, MembershipsController],
  providers: [
    TransactionsRepository,
    PaymentsService,
    MembershipsRepository,
    MembershipsService,
    RenewalsService,
  ],
  exports: [PaymentsService, MembershipsService, RenewalsService],
})
export class BillingModule {}
