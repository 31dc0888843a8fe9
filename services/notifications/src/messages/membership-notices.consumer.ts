import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  MembershipCancelled,
  MembershipExpired,
  MembershipLapsed,
  MembershipRenewalFailed,
  MembershipRenewed,
  MembershipStarted,
} from '@studio/contracts';
import { EventSubscriptions } from '@studio/platform';
import {
  membershipCancelledNotice,
  membershipExpiredNotice,
  membershipLapsedNotice,
  membershipRenewalFailedNotice,
  membershipRenewedNotice,
  membershipStartedNotice,
} from './notice-texts';
import { eventNotice, Notifier } from './notifier';

/**
 * Tells the member when their membership starts (the receipt), is cancelled, renews, when its renewal fails (in
 * time to act) or ends (a cancelled one at its end date, or one whose renewal kept failing).
 */
@Injectable()
export class MembershipNoticesConsumer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly notifier: Notifier,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on(MembershipStarted, (event, em) =>
      this.notifier.notify(em, [eventNotice(event, (name) => membershipStartedNotice(event, name))]),
    );
    this.subscriptions.on(MembershipCancelled, (event, em) =>
      this.notifier.notify(em, [eventNotice(event, (name) => membershipCancelledNotice(event, name))]),
    );
    this.subscriptions.on(MembershipRenewed, (event, em) =>
      this.notifier.notify(em, [eventNotice(event, (name) => membershipRenewedNotice(event, name))]),
    );
    this.subscriptions.on(MembershipRenewalFailed, (event, em) =>
      this.notifier.notify(em, [eventNotice(event, (name) => membershipRenewalFailedNotice(event, name))]),
    );
    this.subscriptions.on(MembershipExpired, (event, em) =>
      this.notifier.notify(em, [eventNotice(event, (name) => membershipExpiredNotice(event, name))]),
    );
    this.subscriptions.on(MembershipLapsed, (event, em) =>
      this.notifier.notify(em, [eventNotice(event, (name) => membershipLapsedNotice(event, name))]),
    );
  }
}
