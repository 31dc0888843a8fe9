import { Injectable, OnModuleInit } from '@nestjs/common';
import { MembershipLapsed, MembershipRenewed } from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import { membershipLapsedNotice, membershipRenewedNotice } from './notice-texts';
import { Notifier } from './notifier';

/** Tells the member when their membership renews or ends, on their channels. */
@Injectable()
export class MembershipNoticesConsumer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly notifier: Notifier,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on(MembershipRenewed, (event, em) =>
      this.notifier.notify(
        em,
        event.userId,
        (name) => membershipRenewedNotice(event, name),
        event.eventId,
        event.eventId,
      ),
    );
    this.subscriptions.on(MembershipLapsed, (event, em) =>
      this.notifier.notify(
        em,
        event.userId,
        (name) => membershipLapsedNotice(event, name),
        event.eventId,
        event.eventId,
      ),
    );
  }
}
