import { Module } from '@nestjs/common';
import { AttemptStore, Clock, createAttemptStore } from '@studio/platform';
import { BillingConfig } from '../billing.config';
import { CardsController } from './cards.controller';
import { CardsRepository } from './cards.repository';
import { CardsService } from './cards.service';

@Module({
  controllers: [CardsController],
  providers: [
    CardsRepository,
    CardsService,
    {
      provide: AttemptStore,
      useFactory: (config: BillingConfig, clock: Clock) => createAttemptStore(config, clock, 'billing'),
      inject: [BillingConfig, Clock],
    },
  ],
  exports: [CardsService],
})
export class CardsModule {}
