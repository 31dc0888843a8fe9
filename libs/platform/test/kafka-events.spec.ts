import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { createEvent, UserRegistered } from '@studio/contracts';
import { dropDatabase, serviceDatabaseUrl } from '../src';
import { eventually, unique } from '../src/testing';

/** A service in its own OS process, talking to the real Kafka broker and PostgreSQL. */
class Node {
  readonly handled: string[] = [];
  private child?: ChildProcess;
  private replies = new Map<string, (m: Record<string, string>) => void>();

  constructor(
    private readonly service: string,
    private readonly role: 'producer' | 'consumer',
  ) {}

  async start(): Promise<void> {
    const child = fork(join(__dirname, 'fixtures', 'event-node.js'), [], {
      env: {
        ...process.env,
        FIXTURE_SERVICE: this.service,
        FIXTURE_ROLE: this.role,
        KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.on('message', (m: Record<string, string>) => {
        if (m.ready) resolve();
        if (m.handled) this.handled.push(m.username);
        if (m.id) this.replies.get(m.id)?.(m);
      });
      child.on('exit', (code) => reject(new Error(`${this.service} exited with ${code}`)));
    });
  }

  emit(username: string, fail = false): Promise<Record<string, string>> {
    const id = unique('req');
    return new Promise((resolve) => {
      this.replies.set(id, resolve);
      this.child!.send({ cmd: 'emit', id, fail, fields: fields(username) });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.on('exit', () => resolve());
      child.send({ cmd: 'stop' });
    });
  }
}

function fields(username: string) {
  return {
    userId: 7,
    username,
    email: `${username}@example.com`,
    fullName: 'Test Member',
    phoneNumber: null,
    emailNotifications: true,
    pushNotifications: true,
    smsNotifications: false,
  };
}

describe('events over the real Kafka broker between two OS processes', () => {
  const run = unique('ev');
  const producer = new Node(`${run}_producer`, 'producer');
  const consumer = new Node(`${run}_consumer`, 'consumer');

  beforeAll(async () => {
    await producer.start();
    await consumer.start();
  }, 60_000);

  afterAll(async () => {
    await producer.stop();
    await consumer.stop();
    for (const node of [`${run}_producer`, `${run}_consumer`]) {
      await dropDatabase(serviceDatabaseUrl(process.env.DATABASE_URL!, node));
    }
  }, 60_000);

  it('delivers an event committed in one process to the other', async () => {
    const name = unique('first');
    await producer.emit(name);
    await eventually(() => expect(consumer.handled).toContain(name), 30_000);
  }, 40_000);

  it('publishes nothing for a rolled-back transaction', async () => {
    const rolledBack = unique('rolledback');
    const after = unique('after');
    expect((await producer.emit(rolledBack, true)).failed).toBe('rolled back on purpose');
    await producer.emit(after);
    // Same key, same partition: once the later event is handled, the earlier one would have been too.
    await eventually(() => expect(consumer.handled).toContain(after), 30_000);
    expect(consumer.handled).not.toContain(rolledBack);
  }, 40_000);

  it('handles a duplicate delivery once', async () => {
    const kafka = new Kafka({
      brokers: process.env.TEST_KAFKA_BROKERS!.split(','),
      logLevel: logLevel.NOTHING,
    });
    const raw = kafka.producer();
    await raw.connect();
    const dup = createEvent(UserRegistered, fields(unique('dup')));
    const message = { key: '7', value: JSON.stringify(dup) };
    const topic = `${process.env.KAFKA_TOPIC_PREFIX}${UserRegistered.topic}`;
    await raw.send({ topic, messages: [message, message] });
    await raw.disconnect();
    const marker = unique('marker');
    await producer.emit(marker);
    await eventually(() => expect(consumer.handled).toContain(marker), 30_000);
    expect(consumer.handled.filter((n) => n === dup.username)).toHaveLength(1);
  }, 40_000);

  it('gives a consumer that was down what was published meanwhile', async () => {
    await consumer.stop();
    const missed = unique('missed');
    await producer.emit(missed);
    await new Promise((r) => setTimeout(r, 1000));
    expect(consumer.handled).not.toContain(missed);
    await consumer.start();
    await eventually(() => expect(consumer.handled).toContain(missed), 40_000);
  }, 60_000);
});
