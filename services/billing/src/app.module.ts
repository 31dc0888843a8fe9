import { Module } from '@nestjs/common';
import { ServiceKernelModule } from '@studio/platform';
import { BillingConfig } from './billing.config';
import { BillingModule } from './billing.module';
import { BillingCustomer, SavedCard } from './cards/card.entity';
import { CreditEntry, Membership } from './memberships/membership.entity';
import { migrations } from './migrations';
import { Transaction, WebhookEvent } from './payments/transaction.entity';
import { MembershipPlan } from './plans/plan.entity';
import { ProcessorModule } from './processor/processor.module';

@Module({
  imports: [
    ServiceKernelModule.forRoot({
      service: 'billing',
      entities: [
        MembershipPlan,
        BillingCustomer,
        SavedCard,
        Membership,
        CreditEntry,
        Transaction,
        WebhookEvent,
      ],
      migrations,
      config: BillingConfig,
    }),
    ProcessorModule,
    BillingModule,
  ],
})
export class AppModule {}
