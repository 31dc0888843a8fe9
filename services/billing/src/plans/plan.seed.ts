import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { PlatformConfig } from '@studio/platform';
import { PlanRepository } from './plan.repository';

/** Demo plans, seeded once into an empty catalogue of plans when SEED_DEMO is on. */
@Injectable()
export class PlanSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('PlanSeed');

  constructor(
    private readonly plans: PlanRepository,
    private readonly config: PlatformConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO || (await this.plans.count()) > 0) return;
    await this.plans.insertAll([
      {
        name: 'Starter',
        description: 'Four classes a month to build the habit.',
        priceCents: 4900,
        interval: 'monthly',
        features: ['4 classes per month', 'Book up to 2 weeks ahead', 'Member-only workshops'],
        priority: 1,
        isActive: true,
        classCredits: 4,
      },
      {
        name: 'Premium',
        description: 'Ten classes a month for a steady routine.',
        priceCents: 8900,
        interval: 'monthly',
        features: [
          '10 classes per month',
          'Priority waitlist',
          'Free towel service',
          'One guest pass a month',
        ],
        priority: 2,
        isActive: true,
        classCredits: 10,
      },
      {
        name: 'Unlimited',
        description: 'Train as often as you like.',
        priceCents: 14900,
        interval: 'monthly',
        features: [
          '30 classes per month',
          'Priority waitlist',
          'Free towel service',
          'Quarterly fitness assessment',
          'Two guest passes a month',
        ],
        priority: 3,
        isActive: true,
        classCredits: 30,
      },
    ]);
    this.logger.log('seeded 3 demo membership plans');
  }
}
