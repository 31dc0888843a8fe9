import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { DomainEvent, EventDefinition, InvalidEventError, parseEvent } from '@studio/contracts';
import { InboxEvent } from '../database/outbox-inbox.entities';
import { placeholders } from '../database/sql-lists';
import { EventBus, BusMessage } from './event-bus';

export const SERVICE_NAME = Symbol('SERVICE_NAME');

export type EventHandler<E extends DomainEvent> = (event: E, em: EntityManager) => Promise<void>;
/** Takes consecutive events of one topic at once (in the order they came), to write them in one statement. */
export type EventBatchHandler<E extends DomainEvent> = (events: E[], em: EntityManager) => Promise<void>;

/**
 * One item of a run per key, for handlers that write a run in one statement (a row may be written once per
 * statement): of the items sharing a key, the one `prefer` picks over the one kept so far, by default the later.
 */
export function onePerKey<T, K>(
  items: readonly T[],
  keyOf: (item: T) => K,
  prefer: (candidate: T, kept: T) => boolean = () => true,
): T[] {
  const kept = new Map<K, T>();
  for (const item of items) {
    const key = keyOf(item);
    const known = kept.get(key);
    if (known === undefined || prefer(item, known)) kept.set(key, item);
  }
  return [...kept.values()];
}

export interface HandlerOptions<E extends DomainEvent> {
  /** Runs once the handled events' transaction has committed: to tell others, say, that what they keep changed. */
  afterCommit?: (events: E[]) => void;
}

interface Registration {
  definition: EventDefinition<DomainEvent>;
  handler: EventBatchHandler<DomainEvent>;
  afterCommit?: (events: DomainEvent[]) => void;
}

interface Received {
  registration: Registration;
  event: DomainEvent;
}

/**
 * A service's consumer side. Handlers register in onModuleInit; each event is validated, then handled in
 * one transaction together with its inbox row (the events a delivery brings share one), so a repeat delivery
 * is recognised and skipped.
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

  on<E extends DomainEvent>(
    definition: EventDefinition<E>,
    handler: EventHandler<E>,
    options: HandlerOptions<E> = {},
  ): void {
    this.onBatch(
      definition,
      async (events: E[], em) => {
        for (const event of events) await handler(event, em);
      },
      options,
    );
  }

  /**
   * Like `on`, but a delivery's consecutive events of the topic come in one call: a run is cut wherever an event
   * of another topic comes between, so the handlers still see every event in the order it was published.
   */
  onBatch<E extends DomainEvent>(
    definition: EventDefinition<E>,
    handler: EventBatchHandler<E>,
    options: HandlerOptions<E> = {},
  ): void {
    this.registrations.set(definition.topic, {
      definition: definition as unknown as EventDefinition<DomainEvent>,
      handler: handler as EventBatchHandler<DomainEvent>,
      afterCommit: options.afterCommit as ((events: DomainEvent[]) => void) | undefined,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.registrations.size === 0) return;
    await this.bus.subscribe(this.service, [...this.registrations.keys()], async (messages) => {
      await this.dispatchAll(messages);
    });
  }

  /** Answers whether the event was handled now (false: a repeat, or not for us). */
  async dispatch(message: BusMessage): Promise<boolean> {
    return (await this.dispatchAll([message])) === 1;
  }

  /**
   * Handles the events in order in one transaction with their inbox rows; answers how many were handled now
   * (repeats and events not for us are skipped). Should one fail, each is handled in its own transaction, so
   * the others land and only the failing one is delivered again.
   */
  async dispatchAll(messages: BusMessage[]): Promise<number> {
    const received = messages.flatMap((m) => this.parse(m));
    if (received.length <= 1) return this.handle(received);
    try {
      return await this.handle(received);
    } catch {
      let handled = 0;
      for (const one of received) handled += await this.handle([one]);
      return handled;
    }
  }

  private parse(message: BusMessage): Received[] {
    const registration = this.registrations.get(message.topic);
    if (!registration) return [];
    try {
      return [{ registration, event: parseEvent(registration.definition, JSON.parse(message.value)) }];
    } catch (error) {
      if (error instanceof InvalidEventError || error instanceof SyntaxError) {
        // A malformed event can never succeed: log it and move on rather than block the topic.
        this.logger.error(`dropped ${message.topic} event: ${error.message}`);
        return [];
      }
      throw error;
    }
  }

  private async handle(received: Received[]): Promise<number> {
    if (received.length === 0) return 0;
    const handled = await this.orm.em.fork().transactional(async (em) => {
      const rows: Array<{ event_id: string }> = await em.getConnection().execute(
        `insert into inbox_events (event_id, consumer, topic) values ${placeholders(received, '(?, ?, ?)')}
         on conflict do nothing returning event_id`,
        received.flatMap(({ registration, event }) => [
          event.eventId,
          this.service,
          registration.definition.topic,
        ]),
        'all',
        em.getTransactionContext(),
      );
      // An event delivered twice within the batch is inserted (and handled) once. PostgreSQL answers a uuid in
      // lower case, whatever case the event spelt it in.
      const fresh = new Set(rows.map((r) => r.event_id));
      const runs: Array<{ registration: Registration; events: DomainEvent[] }> = [];
      for (const { registration, event } of received) {
        if (!fresh.delete(event.eventId.toLowerCase())) continue;
        const last = runs.at(-1);
        if (last?.registration === registration) last.events.push(event);
        else runs.push({ registration, events: [event] });
      }
      for (const { registration, events } of runs) await registration.handler(events, em);
      return runs;
    });
    for (const { registration, events } of handled) registration.afterCommit?.(events);
    return handled.reduce((sum, run) => sum + run.events.length, 0);
  }

  async handledCount(): Promise<number> {
    return this.orm.em.fork().count(InboxEvent, { consumer: this.service });
  }
}
