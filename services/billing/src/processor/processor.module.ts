import { Global, Module } from '@nestjs/common';
import { Clock } from '@studio/platform';
import { BillingConfig } from '../billing.config';
import { PaymentProcessor } from './payment-processor';
import { SandboxPaymentProcessor } from './sandbox-processor';
import { StripePaymentProcessor } from './stripe-processor';

/** Which processor runs follows STRIPE_SECRET_KEY, chosen once at start-up. */
export function createPaymentProcessor(config: BillingConfig, clock: Clock): PaymentProcessor {
  if (!config.STRIPE_SECRET_KEY) return new SandboxPaymentProcessor(clock);
  return new StripePaymentProcessor({
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiUrl: config.STRIPE_API_URL,
  });
}

@Global()
@Module({
  providers: [
    { provide: PaymentProcessor, useFactory: createPaymentProcessor, inject: [BillingConfig, Clock] },
  ],
  exports: [PaymentProcessor],
})
export class ProcessorModule {}
