import { Module } from '@nestjs/common';
import { StripeWebhookController } from './stripe-webhook.controller';

/** What the gateway itself does for billing: pass Stripe's webhooks on with their raw body. */
@Module({ controllers: [StripeWebhookController] })
export class BillingGatewayModule {}
