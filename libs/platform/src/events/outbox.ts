import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createEvent, type DomainEvent, type EventDefinition, type EventFields } from '@studio/contracts';
import { OutboxEvent } from '../database/outbox-inbox.entities';
import { PlatformConfig } from '../config/platform-config';
import { EventBus } from './event-bus';

/** The most events one publish sends. */
const RELAY_BATCH = 100;
/** How long a nudged relay waits for more events to publish with the first. */
const RELAY_GATHER_MS = 20;

/**
 * Publishes committed outbox rows in order and marks them published. No transaction is held while
 * publishing; a crash between publish and mark repeats the event, which consumers ignore.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private gathering = false;
  private stopped = false;
  private stopping?: Promise<void>;

  constructor(
    private readonly orm: MikroORM,
    private readonly bus: EventBus,
    private readonly config: PlatformConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /**
   * Stops polling, waits for a publish in flight and publishes once more what the last requests committed,
   * before the bus and the database pool close. Called once, whoever calls first.
   */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.stopped = true;
      if (this.timer) clearTimeout(this.timer);
      await this.running;
      await this.publishPending().catch((error: Error) =>
        this.logger.warn(`outbox relay: left for the next start: ${error.message}`),
      );
    })();
    return this.stopping;
  }

  /**
   * Publishes soon: after RELAY_GATHER_MS, so that the events of requests committing meanwhile go out in the
   * same publish (under load, one read, one send and one mark for several instead of for each).
   */
  nudge(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.gathering || this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.gathering = true;
    this.timer = setTimeout(() => {
      this.gathering = false;
      void this.tick();
    }, RELAY_GATHER_MS);
    this.timer.unref();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), this.config.OUTBOX_POLL_MS);
    this.timer.unref();
  }

  /** Publishes everything pending; answers how many events went out. */
  async publishPending(): Promise<number> {
    const connection = this.orm.em.getConnection();
    let total = 0;
    for (;;) {
      const rows: Array<{ id: string; topic: string; key: string; value: string }> = await connection.execute(
        `select id, topic, key, payload::text as value from outbox_events
         where published_at is null order by id limit ${RELAY_BATCH}`,
      );
      if (rows.length === 0) return total;
      await this.bus.publish(rows.map(({ topic, key, value }) => ({ topic, key, value })));
      await connection.execute('update outbox_events set published_at = ? where id in (?)', [
        new Date(),
        rows.map((r) => r.id),
      ]);
      total += rows.length;
      if (rows.length < RELAY_BATCH) return total;
    }
  }

  private tick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) return this.running;
    // Settled callbacks run after this assignment, so `running` always ends up cleared.
    this.running = this.drainOutbox().finally(() => {
      this.running = undefined;
      this.schedule();
    });
    return this.running;
  }

  private async drainOutbox(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.publishPending();
      } while (this.again && !this.stopped);
    } catch (error) {
      this.logger.warn(`outbox relay: ${(error as Error).message}`);
    }
  }
}

/** The outbox row of an event. */
function outboxRow<E extends DomainEvent>(
  definition: EventDefinition<E>,
  event: E,
): Pick<OutboxEvent, 'eventId' | 'topic' | 'key' | 'payload'> {
  return {
    eventId: event.eventId,
    topic: definition.topic,
    key: definition.key(event),
    payload: { ...event } as Record<string, unknown>,
  };
}

/** Records events in the caller's unit of work; they are published only if that transaction commits. */
@Injectable()
export class Outbox {
  constructor(private readonly relay: OutboxRelay) {}

  record<E extends DomainEvent>(em: EntityManager, definition: EventDefinition<E>, event: E): void {
    em.persist(Object.assign(new OutboxEvent(), outboxRow(definition, event)));
  }

  /** Records a new event of `definition` made of `fields`, as having occurred at `at` (see `record`). */
  recordNew<E extends DomainEvent>(
    em: EntityManager,
    definition: EventDefinition<E>,
    fields: EventFields<E>,
    at: Date,
  ): void {
    this.record(em, definition, createEvent(definition, fields, at));
  }

  /**
   * Records an event at once, by a statement in the caller's transaction, for work written in SQL (which has no
   * unit of work to flush): published only if that transaction commits, as with `record`.
   */
  async insert<E extends DomainEvent>(
    em: EntityManager,
    definition: EventDefinition<E>,
    event: E,
  ): Promise<void> {
    await em.insert(OutboxEvent, { ...outboxRow(definition, event), createdAt: new Date() });
  }

  /** Asks the relay to publish now rather than at its next poll; call after the commit. */
  flushSoon(): void {
    this.relay.nudge();
  }
}
