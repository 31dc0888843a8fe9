import { randomUUID } from 'node:crypto';
import { IsDateString, IsInt, IsString, IsUUID, Min } from 'class-validator';

/** Fields every event carries (ARCHITECTURE.md "Events"). */
export abstract class DomainEvent {
  @IsUUID()
  eventId: string;

  @IsString()
  type: string;

  @IsInt()
  @Min(1)
  version: number;

  @IsDateString()
  occurredAt: string;
}

/** What describes one kind of event: its topic, its payload class, and how its key is chosen. */
export interface EventDefinition<E extends DomainEvent> {
  topic: string;
  version: number;
  payload: new () => E;
  key: (event: E) => string;
}

export type EventFields<E extends DomainEvent> = Omit<E, keyof DomainEvent>;

/** Builds a ready-to-publish event with a fresh id and timestamp. */
export function createEvent<E extends DomainEvent>(
  definition: EventDefinition<E>,
  fields: EventFields<E>,
  occurredAt: Date = new Date(),
): E {
  const event = Object.assign(new definition.payload(), fields, {
    eventId: randomUUID(),
    type: definition.topic,
    version: definition.version,
    occurredAt: occurredAt.toISOString(),
  });
  return event;
}
