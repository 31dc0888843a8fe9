import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { DomainEvent, EventDefinition, InvalidEventError, parseEvent } from '@studio/contracts';
import { InboxEvent } from '../database/outbox-inbox.entities';
import { EventBus, BusMessage } from './event-bus';

export const SERVICE_NAME = Symbol('SERVICE_NAME');

export type EventHandler<E extends DomainEvent> = (event: E, em: EntityManager) => Promise<void>;

interface Registration {
  definition: EventDefinition<DomainEvent>;
  handler: EventHandler<DomainEvent>;
}

/**
 * A service's consumer side. Handlers register in onModuleInit; each event is validated, then handled in
 * one transaction together with its inbox row, so a repeat delivery is recognised and skipped.
 */
@Injectable()
export class EventSubscriptions implements OnApplicationBootstrap {
  private readonly logger = new Logger('EventSubscriptions');
  private readonly registrations = new Map<string, Registration>();

  constructor(
    private readonly orm: MikroORM,
    private readonly bus: EventBus,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  on<E extends DomainEvent>(definition: EventDefinition<E>, handler: EventHandler<E>): void {
    this.registrations.set(definition.topic, {
      definition: definition as unknown as EventDefinition<DomainEvent>,
      handler: handler as EventHandler<DomainEvent>,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.registrations.size === 0) return;
    await this.bus.subscribe(this.service, [...this.registrations.keys()], async (m) => {
      await this.dispatch(m);
    });
  }

  /** Answers whether the event was handled now (false: a repeat, or not for us). */
  async dispatch(message: BusMessage): Promise<boolean> {
    const registration = this.registrations.get(message.topic);
    if (!registration) return false;
    let event: DomainEvent;
    try {
      event = parseEvent(registration.definition, JSON.parse(message.value));
    } catch (error) {
      if (error instanceof InvalidEventError || error instanceof SyntaxError) {
        // A malformed event can never succeed: log it and move on rather than block the topic.
        this.logger.error(`dropped ${message.topic} event: ${error.message}`);
        return false;
      }
      throw error;
    }
    return this.orm.em.fork().transactional(async (em) => {
      const inserted = await em
        .getConnection()
        .execute(
          'insert into inbox_events (event_id, consumer, topic) values (?, ?, ?) on conflict do nothing returning event_id',
          [event.eventId, this.service, message.topic],
          'all',
          em.getTransactionContext(),
        );
      if (inserted.length === 0) return false;
      await registration.handler(event, em);
      return true;
    });
  }

  async handledCount(): Promise<number> {
    return this.orm.em.fork().count(InboxEvent, { consumer: this.service });
  }
}
