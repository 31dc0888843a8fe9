import { Injectable, OnModuleInit } from '@nestjs/common';
import { BillingCustomerCreated, USER_CHANGES_SIGNAL } from '@studio/contracts';
import { ChangeSignals, EventSubscriptions } from '@studio/platform';
import { UsersRepository } from './users.repository';

/** Keeps each member's customer at the card processor as billing announces it (spec §3 stripeCustomerId). */
@Injectable()
export class BillingCustomersConsumer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly users: UsersRepository,
    private readonly signals: ChangeSignals,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on(
      BillingCustomerCreated,
      (event, em) => this.users.setStripeCustomer(em, event.userId, event.customerId),
      // The gateways keep each session's user a while: they read it again once it has changed.
      { afterCommit: () => this.signals.announce(USER_CHANGES_SIGNAL) },
    );
  }
}
