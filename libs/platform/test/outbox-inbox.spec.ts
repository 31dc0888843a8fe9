import 'reflect-metadata';
import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { createEvent, UserRegistered, UserProfileEvent, UserUpdated } from '@studio/contracts';
import {
  dropDatabase,
  EventSubscriptions,
  Outbox,
  OutboxEvent,
  OutboxRelay,
  serviceDatabaseUrl,
  ServiceKernelModule,
} from '../src';
import { eventually, unique } from '../src/testing';

const service = unique('outbox');
const received: UserProfileEvent[] = [];
/** The ids of each call of the batch handler, and of every event handled, in the order handled. */
const batches: string[][] = [];
const handledOrder: string[] = [];
/** The ids of each run the batch handler was told of once its transaction had committed. */
const committedRuns: string[][] = [];
const FAILING = 'Fails Always';

@Injectable()
class Listener implements OnModuleInit {
  constructor(private readonly subscriptions: EventSubscriptions) {}
  onModuleInit(): void {
    this.subscriptions.on(UserRegistered, async (event) => {
      if (event.fullName === FAILING) throw new Error('cannot handle this one');
      received.push(event);
      handledOrder.push(event.eventId);
    });
    this.subscriptions.onBatch(
      UserUpdated,
      async (events) => {
        batches.push(events.map((e) => e.eventId));
        handledOrder.push(...events.map((e) => e.eventId));
      },
      { afterCommit: (events) => committedRuns.push(events.map((e) => e.eventId)) },
    );
  }
}

@Module({
  imports: [ServiceKernelModule.forRoot({ service, entities: [], migrations: [] })],
  providers: [Listener],
})
class ProbeModule {}

const fields = (username: string) => ({
  userId: 1,
  username,
  email: `${username}@example.com`,
  fullName: 'Probe',
  phoneNumber: null,
  emailNotifications: true,
  pushNotifications: false,
  smsNotifications: false,
});

describe('outbox and inbox on PostgreSQL (in-process bus)', () => {
  let app: INestApplicationContext;
  let orm: MikroORM;

  beforeAll(async () => {
    app = await NestFactory.createApplicationContext(ProbeModule, { logger: ['error'] });
    await app.init();
    orm = app.get(MikroORM);
  });
  afterAll(async () => {
    await app.close();
    await dropDatabase(serviceDatabaseUrl(process.env.DATABASE_URL!, service));
  });

  it('publishes an event recorded in a committed transaction and marks it published', async () => {
    const event = createEvent(UserRegistered, fields(unique('committed')));
    await orm.em.fork().transactional(async (tx) => app.get(Outbox).record(tx, UserRegistered, event));
    app.get(Outbox).flushSoon();
    await eventually(() => expect(received.map((e) => e.eventId)).toContain(event.eventId));
    const row = await orm.em.fork().findOneOrFail(OutboxEvent, { eventId: event.eventId });
    expect(row.publishedAt).toBeInstanceOf(Date);
  });

  it('keeps no trace of an event whose transaction rolled back, recorded or inserted', async () => {
    const recorded = createEvent(UserRegistered, fields(unique('rolledback')));
    const inserted = createEvent(UserRegistered, fields(unique('rolledback-sql')));
    await expect(
      orm.em.fork().transactional(async (tx) => {
        app.get(Outbox).record(tx, UserRegistered, recorded);
        await app.get(Outbox).insert(tx, UserRegistered, inserted);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await app.get(OutboxRelay).publishPending();
    for (const event of [recorded, inserted]) {
      expect(await orm.em.fork().count(OutboxEvent, { eventId: event.eventId })).toBe(0);
      expect(received.map((e) => e.eventId)).not.toContain(event.eventId);
    }
  });

  it('publishes an event inserted in a committed transaction', async () => {
    const event = createEvent(UserRegistered, fields(unique('inserted')));
    await orm.em.fork().transactional((tx) => app.get(Outbox).insert(tx, UserRegistered, event));
    app.get(Outbox).flushSoon();
    await eventually(() => expect(received.map((e) => e.eventId)).toContain(event.eventId));
  });

  it('handles a repeated event once', async () => {
    const event = createEvent(UserRegistered, fields(unique('twice')));
    const subscriptions = app.get(EventSubscriptions);
    const message = { topic: UserRegistered.topic, key: '1', value: JSON.stringify(event) };
    expect(await subscriptions.dispatch(message)).toBe(true);
    expect(await subscriptions.dispatch(message)).toBe(false);
    expect(received.filter((e) => e.eventId === event.eventId)).toHaveLength(1);
  });

  it('handles a delivery of several events once each, in order, also an event repeated within it', async () => {
    const events = ['first', 'second'].map((n) => createEvent(UserRegistered, fields(unique(n))));
    const messages = [...events, events[0]].map((event) => ({
      topic: UserRegistered.topic,
      key: '1',
      value: JSON.stringify(event),
    }));
    expect(await app.get(EventSubscriptions).dispatchAll(messages)).toBe(2);
    const seen = received.filter((e) => events.some((x) => x.eventId === e.eventId)).map((e) => e.eventId);
    expect(seen).toEqual(events.map((e) => e.eventId));
  });

  it("hands a batch handler each run of its topic's events at once, cut where another topic's event comes between", async () => {
    const registered = (n: string) => createEvent(UserRegistered, fields(unique(n)));
    const updated = (n: string) => createEvent(UserUpdated, fields(unique(n)));
    const events = [registered('r1'), updated('u1'), updated('u2'), registered('r2'), updated('u3')];
    const messages = [...events, events[1]].map((event) => ({
      topic: event.type,
      key: '1',
      value: JSON.stringify(event),
    }));
    batches.length = 0;
    handledOrder.length = 0;
    committedRuns.length = 0;
    expect(await app.get(EventSubscriptions).dispatchAll(messages)).toBe(5);
    const ids = events.map((e) => e.eventId);
    expect(batches).toEqual([[ids[1], ids[2]], [ids[4]]]);
    expect(handledOrder).toEqual(ids);
    expect(committedRuns).toEqual(batches);
    // A repeat is not handled, so nobody is told of it again.
    expect(await app.get(EventSubscriptions).dispatchAll(messages.slice(1, 3))).toBe(0);
    expect(committedRuns).toHaveLength(2);
  });

  it('lands the other events of a delivery when one fails, and answers the failure for it alone', async () => {
    const good = createEvent(UserRegistered, fields(unique('good')));
    const failing = createEvent(UserRegistered, { ...fields(unique('failing')), fullName: FAILING });
    const later = createEvent(UserRegistered, fields(unique('later')));
    const subscriptions = app.get(EventSubscriptions);
    const messages = [good, failing, later].map((event) => ({
      topic: UserRegistered.topic,
      key: '1',
      value: JSON.stringify(event),
    }));
    await expect(subscriptions.dispatchAll(messages)).rejects.toThrow('cannot handle this one');
    expect(received.map((e) => e.eventId)).toContain(good.eventId);
    // The event before the failing one is recorded as handled; the one after it waits for the failing one.
    expect(await subscriptions.dispatch(messages[0])).toBe(false);
    expect(received.map((e) => e.eventId)).not.toContain(later.eventId);
  });

  it('handles an event whose id is spelt in capitals, once', async () => {
    const event = createEvent(UserRegistered, fields(unique('capitals')));
    const shouting = { ...event, eventId: event.eventId.toUpperCase() };
    const message = { topic: UserRegistered.topic, key: '1', value: JSON.stringify(shouting) };
    expect(await app.get(EventSubscriptions).dispatch(message)).toBe(true);
    expect(await app.get(EventSubscriptions).dispatch(message)).toBe(false);
  });

  it('drops an invalid payload instead of acting on it', async () => {
    const bad = { ...createEvent(UserRegistered, fields(unique('bad'))), email: 'not-an-email' };
    const message = { topic: UserRegistered.topic, key: '1', value: JSON.stringify(bad) };
    expect(await app.get(EventSubscriptions).dispatch(message)).toBe(false);
    expect(received.map((e) => e.eventId)).not.toContain(bad.eventId);
  });
});
