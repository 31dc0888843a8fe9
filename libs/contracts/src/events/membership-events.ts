import { IsDateString, IsInt, IsString, Min } from 'class-validator';
import { DomainEvent, EventDefinition } from './domain-event';

export class MembershipRenewedEvent extends DomainEvent {
  @IsInt()
  membershipId: number;

  @IsInt()
  userId: number;

  @IsInt()
  planId: number;

  @IsString()
  planName: string;

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
