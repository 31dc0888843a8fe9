import { IsDateString, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { DomainEvent, EventDefinition } from './domain-event';

/** What every membership event names: the membership, its member and its plan. */
export abstract class MembershipEvent extends DomainEvent {
  @IsInt()
  membershipId: number;

  @IsInt()
  userId: number;

  @IsInt()
  planId: number;

  @IsString()
  planName: string;
}

/**
 * A membership began: its first period paid (or paid for by the unused part of the plan it replaces) and its
 * credits given. The member gets a receipt (notifications).
 */
export class MembershipStartedEvent extends MembershipEvent {
  /** What the first period cost the card (0 when the old plan's unused part paid for it all). */
  @IsInt()
  @Min(0)
  amountCents: number;

  @IsInt()
  @Min(0)
  remainingCredits: number;

  @IsDateString()
  endDate: string;

  /** What each renewal of the plan charges (0 for a free plan); absent in events recorded before it was added. */
  @IsOptional()
  @IsInt()
  @Min(0)
  priceCents?: number;

  /** The plan this one replaced (a change of plan); absent for a first membership. */
  @IsOptional()
  @IsString()
  previousPlanName?: string;
}

export const MembershipStarted: EventDefinition<MembershipStartedEvent> = {
  topic: 'membership-started',
  version: 1,
  payload: MembershipStartedEvent,
  key: (e) => String(e.userId),
};

/** The member cancelled: nothing renews, and the plan stays usable until `endDate` (spec §4). */
export class MembershipCancelledEvent extends MembershipEvent {
  @IsDateString()
  endDate: string;
}

export const MembershipCancelled: EventDefinition<MembershipCancelledEvent> = {
  topic: 'membership-cancelled',
  version: 1,
  payload: MembershipCancelledEvent,
  key: (e) => String(e.userId),
};

export class MembershipRenewedEvent extends MembershipEvent {
  @IsInt()
  @Min(0)
  remainingCredits: number;

  @IsInt()
  @Min(0)
  amountCents: number;

  @IsDateString()
  endDate: string;
}

export const MembershipRenewed: EventDefinition<MembershipRenewedEvent> = {
  topic: 'membership-renewed',
  version: 1,
  payload: MembershipRenewedEvent,
  key: (e) => String(e.userId),
};

/** A membership whose renewal charge did not go through: its plan, and the processor's reason. */
export abstract class MembershipRenewalRefusedEvent extends MembershipEvent {
  @IsString()
  reason: string;
}

/** A membership's renewal kept failing and it ended; the member is told (notifications). */
export class MembershipLapsedEvent extends MembershipRenewalRefusedEvent {
  @IsDateString()
  lapsedAt: string;
}

export const MembershipLapsed: EventDefinition<MembershipLapsedEvent> = {
  topic: 'membership-lapsed',
  version: 1,
  payload: MembershipLapsedEvent,
  key: (e) => String(e.userId),
};

/**
 * A membership's renewal charge failed for the first time; it is tried again until `retryUntil`, when it ends
 * unless a card that pays is the member's default by then. The member is told at once (notifications), while
 * there is still time.
 */
export class MembershipRenewalFailedEvent extends MembershipRenewalRefusedEvent {
  @IsDateString()
  retryUntil: string;
}

export const MembershipRenewalFailed: EventDefinition<MembershipRenewalFailedEvent> = {
  topic: 'membership-renewal-failed',
  version: 1,
  payload: MembershipRenewalFailedEvent,
  key: (e) => String(e.userId),
};

/** A cancelled membership reached its end date and ended (spec §4: usable until then); the member is told. */
export class MembershipExpiredEvent extends MembershipEvent {
  @IsDateString()
  endedAt: string;
}

export const MembershipExpired: EventDefinition<MembershipExpiredEvent> = {
  topic: 'membership-expired',
  version: 1,
  payload: MembershipExpiredEvent,
  key: (e) => String(e.userId),
};
