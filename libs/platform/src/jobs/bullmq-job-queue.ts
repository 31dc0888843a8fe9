import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { JobHandler, JobOptions, JobQueue, NewJob, QueueDepth, RETRY_BACKOFF_MS } from './job-queue';

function bullmqOptions(options: JobOptions = {}) {
  return {
    delay: options.delayMs,
    jobId: options.jobId,
    attempts: options.attempts ?? 3,
    backoff: { type: 'exponential', delay: RETRY_BACKOFF_MS },
    removeOnComplete: 1000,
    removeOnFail: 5000,
  };
}

/**
 * One BullMQ queue per service; job names select the handler. The repeating jobs are registered again whenever
 * the connection to Redis is made anew: a Redis that restarted without its data would otherwise never run
 * them again (renewals, reminders, repairs) until the service restarts.
 */
export class BullmqJobQueue extends JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly logger = new Logger('BullmqJobQueue');
  private readonly connection: IORedis;
  private readonly queue: Queue;
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly repeating = new Map<string, number>();
  private worker?: Worker;
  private workerConnection?: IORedis;

  constructor(
    redisUrl: string,
    queueName: string,
    private readonly prefix: string,
  ) {
    super();
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue(queueName, { connection: this.connection, prefix });
    this.connection.on('ready', () => void this.registerRepeats());
  }

  /** Makes sure every repeating job of this queue has its scheduler in Redis (an upsert: once across replicas). */
  private async registerRepeats(): Promise<void> {
    for (const [name, everyMs] of this.repeating) {
      await this.queue
        .upsertJobScheduler(name, { every: everyMs }, { name, data: {} })
        .catch((error: Error) =>
          this.logger.warn(`repeating job ${name} not registered yet: ${error.message}`),
        );
    }
  }

  async add<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<void> {
    await this.queue.add(name, data, bullmqOptions(options));
  }

  override async addAll<T extends object>(name: string, jobs: NewJob<T>[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.queue.addBulk(jobs.map((job) => ({ name, data: job.data, opts: bullmqOptions(job.options) })));
  }

  process<T extends object>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<object>);
    if (this.worker) return;
    this.workerConnection = this.connection.duplicate();
    this.worker = new Worker(
      this.queue.name,
      async (job) => {
        const run = this.handlers.get(job.name);
        if (!run) throw new Error(`no handler for job ${job.name}`);
        await run(job.data as object);
      },
      { connection: this.workerConnection, prefix: this.prefix, concurrency: 4 },
    );
  }

  async repeat(name: string, everyMs: number): Promise<void> {
    this.repeating.set(name, everyMs);
    await this.queue.upsertJobScheduler(name, { every: everyMs }, { name, data: {} });
  }

  async isHealthy(): Promise<boolean> {
    try {
      return (await this.connection.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async depth(): Promise<QueueDepth> {
    const counts = await this.queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  /** The worker stops taking jobs and waits for the ones running before the connections close. */
  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.workerConnection?.disconnect();
    this.connection.disconnect();
  }
}
