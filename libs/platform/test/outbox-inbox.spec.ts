import 'reflect-metadata';
import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { createEvent, UserRegistered, UserProfileEvent } from '@studio/contracts';
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

@Injectable()
class Listener implements OnModuleInit {
  constructor(private readonly subscriptions: EventSubscriptions) {}
  onModuleInit(): void {
    this.subscriptions.on(UserRegistered, async (event) => {
      received.push(event);
    });
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

  it('keeps no trace of an event whose transaction rolled back', async () => {
    const event = createEvent(UserRegistered, fields(unique('rolledback')));
    await expect(
      orm.em.fork().transactional(async (tx) => {
        app.get(Outbox).record(tx, UserRegistered, event);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await app.get(OutboxRelay).publishPending();
    expect(await orm.em.fork().count(OutboxEvent, { eventId: event.eventId })).toBe(0);
    expect(received.map((e) => e.eventId)).not.toContain(event.eventId);
  });

  it('handles a repeated event once', async () => {
    const event = createEvent(UserRegistered, fields(unique('twice')));
    const subscriptions = app.get(EventSubscriptions);
    const message = { topic: UserRegistered.topic, key: '1', value: JSON.stringify(event) };
    expect(await subscriptions.dispatch(message)).toBe(true);
    expect(await subscriptions.dispatch(message)).toBe(false);
    expect(received.filter((e) => e.eventId === event.eventId)).toHaveLength(1);
  });

  it('drops an invalid payload instead of acting on it', async () => {
    const bad = { ...createEvent(UserRegistered, fields(unique('bad'))), email: 'not-an-email' };
    const message = { topic: UserRegistered.topic, key: '1', value: JSON.stringify(bad) };
    expect(await app.get(EventSubscriptions).dispatch(message)).toBe(false);
    expect(received.map((e) => e.eventId)).not.toContain(bad.eventId);
  });
});
