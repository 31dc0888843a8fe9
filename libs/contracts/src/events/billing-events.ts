import { IsInt, IsNotEmpty, IsString } from 'class-validator';
import { DomainEvent, EventDefinition } from './domain-event';

/**
 * Billing made the member's customer at the card processor (when a card is first kept or paid with); identity
 * shows its id on the user (spec §3 users.stripeCustomerId).
 */
export class BillingCustomerCreatedEvent extends DomainEvent {
  @IsInt()
  userId: number;

  @IsString()
  @IsNotEmpty()
  customerId: string;
}

export const BillingCustomerCreated: EventDefinition<BillingCustomerCreatedEvent> = {
  topic: 'billing-customer-created',
  version: 1,
  payload: BillingCustomerCreatedEvent,
  key: (e) => String(e.userId),
};
