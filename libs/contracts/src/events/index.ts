import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { BillingCustomerCreated } from './billing-events';
import { BookingCancelled, BookingConfirmed, BookingRescheduled } from './booking-events';
import { DomainEvent, EventDefinition } from './domain-event';
import {
  MembershipCancelled,
  MembershipExpired,
  MembershipLapsed,
  MembershipRenewalFailed,
  MembershipRenewed,
  MembershipStarted,
} from './membership-events';
import { ScheduleChanged } from './schedule-events';
import { PasswordResetRequested, UserEmailChanged, UserRegistered, UserUpdated } from './user-events';

export * from './domain-event';
export * from './user-events';
export * from './booking-events';
export * from './membership-events';
export * from './schedule-events';
export * from './billing-events';

/** Every event the system publishes; the Kafka adapter creates one topic for each at start-up. */
export const EVENT_DEFINITIONS: ReadonlyArray<Pick<EventDefinition<DomainEvent>, 'topic' | 'version'>> = [
  UserRegistered,
  UserUpdated,
  UserEmailChanged,
  PasswordResetRequested,
  BookingConfirmed,
  BookingCancelled,
  BookingRescheduled,
  MembershipStarted,
  MembershipCancelled,
  MembershipRenewed,
  MembershipRenewalFailed,
  MembershipLapsed,
  MembershipExpired,
  ScheduleChanged,
  BillingCustomerCreated,
];

export const EVENT_TOPICS: readonly string[] = [...new Set(EVENT_DEFINITIONS.map((d) => d.topic))];

export class InvalidEventError extends Error {}

/** Validates a received payload against its definition; consumers call this before they act. */
export function parseEvent<E extends DomainEvent>(definition: EventDefinition<E>, raw: unknown): E {
  const event = plainToInstance(definition.payload, raw);
  const errors = validateSync(event as object, { forbidUnknownValues: false });
  if (errors.length > 0 || event.type !== definition.topic) {
    const detail = errors.map((e) => Object.values(e.constraints ?? {}).join(', ')).join('; ');
    throw new InvalidEventError(`Invalid ${definition.topic} event: ${detail || `type ${event.type}`}`);
  }
  return event;
}
