import { ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { createEvent, UserRegistered } from '@studio/contracts';
import { dropDatabase, serviceDatabaseUrl } from '../src';
import { eventually, freePort, signedAs, unique } from '../src/testing';

type Message = Record<string, unknown>;

/** A service process started with startService, its IPC messages, its exit and how long it took to stop. */
class ServiceProcess {
  readonly messages: Message[] = [];
  readonly exited: Promise<{ code: number | null; signal: string | null }>;
  private readonly child: ChildProcess;
  private signalledAt = 0;

  constructor(
    readonly service: string,
    readonly port: number,
    env: Record<string, string | undefined>,
  ) {
    this.child = fork(join(__dirname, 'fixtures', 'shutdown-node.js'), [], {
      env: { ...process.env, FIXTURE_SERVICE: service, FIXTURE_PORT: String(port), ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (m: Message) => this.messages.push(m));
    this.exited = new Promise((resolve) =>
      this.child.on('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  waitFor(key: string, timeoutMs = 30_000): Promise<Message> {
    return eventually(() => {
      const found = this.messages.find((m) => m[key] !== undefined);
      if (!found) throw new Error(`${this.service} has not reported ${key}`);
      return found;
    }, timeoutMs);
  }

  terminate(): void {
    this.signalledAt = Date.now();
    this.child.kill('SIGTERM');
  }

  msSinceSignal(): number {
    return Date.now() - this.signalledAt;
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

/** A GET to the service, signed as an internal call; answers the status and body, or the socket error. */
function get(port: number, path: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: signedAs(null) }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

const fields = (username: string) => ({
  userId: 7,
  username,
  email: `${username}@example.com`,
  fullName: 'Test Member',
  phoneNumber: null,
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
});

describe('a service stopping on SIGTERM', () => {
  const started: ServiceProcess[] = [];
  const kafka = new Kafka({
    clientId: 'shutdown-test',
    brokers: [process.env.TEST_KAFKA_BROKERS!],
    logLevel: logLevel.NOTHING,
  });
  const prefix = process.env.KAFKA_TOPIC_PREFIX!;

  afterAll(async () => {
    started.forEach((p) => p.kill());
    for (const p of started) await dropDatabase(serviceDatabaseUrl(process.env.DATABASE_URL!, p.service));
  });

  it('stops taking requests, finishes the request and the event in flight, commits the offset and exits in time', async () => {
    const service = unique('stop');
    // Topics of its own: the project's other test files publish user-registered events too, and the service
    // would take theirs first (the test then stopped it before ours arrived, one run in a few under load).
    const topicPrefix = `${prefix}${service}.`;
    const p = new ServiceProcess(service, await freePort(), {
      KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS,
      KAFKA_TOPIC_PREFIX: topicPrefix,
      FIXTURE_HOLD_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '10000',
    });
    started.push(p);
    await p.waitFor('ready', 60_000);

    const event = createEvent(UserRegistered, fields(unique('member')));
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({
      topic: `${topicPrefix}user-registered`,
      messages: [{ key: '7', value: JSON.stringify(event) }],
    });
    await producer.disconnect();
    expect(await p.waitFor('eventStarted')).toEqual({ eventStarted: event.eventId });
    const inFlight = get(p.port, '/slow');
    await p.waitFor('requestStarted');

    p.terminate();
    await eventually(async () => expect(await refusesConnections(p.port)).toBe(true), 1500, 50);
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ finished: true }) });
    expect(await p.exited).toEqual({ code: 0, signal: null });
    expect(p.msSinceSignal()).toBeLessThan(10_000);
    expect(p.messages).toContainEqual({ eventHandled: event.eventId });

    // The handled event's offset was committed on the way out: a restarted consumer would not see it again.
    const admin = kafka.admin();
    await admin.connect();
    const [committed] = await admin.fetchOffsets({
      groupId: `${topicPrefix}${service}`,
      topics: [`${topicPrefix}user-registered`],
    });
    const ends = await admin.fetchTopicOffsets(`${topicPrefix}user-registered`);
    await admin.disconnect();
    for (const end of ends) {
      const offset = committed.partitions.find((c) => c.partition === end.partition)!.offset;
      expect(Number(offset) === Number(end.high) || (Number(offset) === -1 && end.high === end.low)).toBe(
        true,
      );
    }
  }, 90_000);

  it('does not wait past SHUTDOWN_TIMEOUT_MS for a request that takes longer', async () => {
    const p = new ServiceProcess(unique('stuck'), await freePort(), {
      FIXTURE_HOLD_MS: '30000',
      SHUTDOWN_TIMEOUT_MS: '1500',
    });
    started.push(p);
    await p.waitFor('ready', 60_000);
    const stuck = get(p.port, '/slow');
    await p.waitFor('requestStarted');

    p.terminate();
    const { code } = await p.exited;
    expect(p.msSinceSignal()).toBeLessThan(1500 + 1000);
    expect([0, 1]).toContain(code);
    expect(await stuck).toHaveProperty('error');
  }, 90_000);
});
