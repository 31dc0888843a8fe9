import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { BullmqJobQueue, InProcessJobQueue, JobQueue } from '../src';
import { eventually, unique } from '../src/testing';

const adapters: Array<[string, () => JobQueue]> = [
  [
    'BullMQ on the real Redis',
    () => new BullmqJobQueue(process.env.TEST_REDIS_URL!, unique('jobs'), process.env.QUEUE_PREFIX!),
  ],
  ['in-process', () => new InProcessJobQueue()],
];

describe.each(adapters)('job queue: %s', (_name, create) => {
  let queue: JobQueue;
  beforeEach(() => {
    queue = create();
  });
  afterEach(() => queue.close());

  it('runs a job with its data', async () => {
    const seen: number[] = [];
    queue.process<{ n: number }>('count', async ({ n }) => void seen.push(n));
    await queue.add('count', { n: 41 });
    await eventually(() => expect(seen).toEqual([41]));
  });

  it('runs jobs added at once, each with its data, and a job whose id is already waiting once', async () => {
    const seen: number[] = [];
    queue.process<{ n: number }>('many', async ({ n }) => void seen.push(n));
    const waiting = { data: { n: 1 }, options: { jobId: unique('one'), delayMs: 300 } };
    await queue.addAll('many', [waiting, { data: { n: 2 } }]);
    await queue.addAll('many', [waiting]);
    await eventually(() => expect([...seen].sort()).toEqual([1, 2]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...seen].sort()).toEqual([1, 2]);
  });

  it('runs a delayed job after its delay', async () => {
    const started = Date.now();
    let ranAt = 0;
    queue.process('later', async () => {
      ranAt = Date.now();
    });
    await queue.add('later', {}, { delayMs: 300 });
    await eventually(() => expect(ranAt).toBeGreaterThan(0));
    expect(ranAt - started).toBeGreaterThanOrEqual(250);
  });

  it('retries a failing job', async () => {
    let attempts = 0;
    queue.process('flaky', async () => {
      attempts += 1;
      if (attempts < 2) throw new Error('flaky');
    });
    await queue.add('flaky', {}, { attempts: 3 });
    await eventually(() => expect(attempts).toBe(2), 10_000);
  });

  it('waits twice as long before each further retry, and stops after its attempts', async () => {
    const tried: number[] = [];
    queue.process('down', async () => {
      tried.push(Date.now());
      throw new Error('provider down');
    });
    await queue.add('down', {}, { attempts: 3 });
    await eventually(() => expect(tried).toHaveLength(3), 10_000);
    expect(tried[1] - tried[0]).toBeGreaterThanOrEqual(900);
    expect(tried[2] - tried[1]).toBeGreaterThanOrEqual(1900);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(tried).toHaveLength(3);
  });

  it('reports itself healthy', async () => {
    expect(await queue.isHealthy()).toBe(true);
  });
});

describe('job queue: BullMQ after Redis lost its data', () => {
  it('registers its repeating jobs again when the connection is made anew', async () => {
    const queue = new BullmqJobQueue(process.env.TEST_REDIS_URL!, unique('jobs'), process.env.QUEUE_PREFIX!);
    const runs: number[] = [];
    queue.process('sweep', async () => void runs.push(Date.now()));
    await queue.repeat('sweep', 200);
    await eventually(() => expect(runs.length).toBeGreaterThan(0));
    const inner = queue as unknown as { queue: Queue; connection: IORedis };
    const connection = new IORedis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
    const inspector = new Queue(inner.queue.name, { connection, prefix: process.env.QUEUE_PREFIX! });
    try {
      // What a Redis that restarted empty looks like to the queue: its scheduler is gone.
      await inspector.removeJobScheduler('sweep');
      await inspector.drain(true);
      expect(await inspector.getJobSchedulersCount()).toBe(0);
      inner.connection.emit('ready');
      await eventually(async () =>
        expect((await inspector.getJobSchedulers()).map((s) => s.key)).toEqual(['sweep']),
      );
      const before = runs.length;
      await eventually(() => expect(runs.length).toBeGreaterThan(before));
    } finally {
      await inspector.close();
      connection.disconnect();
      await queue.close();
    }
  });
});
