import { Logger } from '@nestjs/common';
import { JobHandler, JobOptions, JobQueue, QueueDepth, retryDelayMs } from './job-queue';

export class InProcessJobQueue extends JobQueue {
  readonly kind = 'in-process' as const;
  private readonly logger = new Logger('InProcessJobQueue');
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly waiting = new Map<string, NodeJS.Timeout>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Jobs waiting for their time, by whether they were delayed. */
  private readonly scheduled = new Map<NodeJS.Timeout, boolean>();
  private readonly running = new Set<Promise<void>>();
  private failed = 0;
  private closed = false;

  async add<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<void> {
    if (options.jobId && this.waiting.has(options.jobId)) return;
    this.schedule(name, data, options.delayMs ?? 0, options.attempts ?? 3, 0, options.jobId);
  }

  process<T extends object>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<object>);
  }

  async repeat(name: string, everyMs: number): Promise<void> {
    const timer = setInterval(() => this.schedule(name, {}, 0, 1, 0), everyMs);
    timer.unref();
    this.timers.add(timer);
  }

  async isHealthy(): Promise<boolean> {
    return !this.closed;
  }

  async depth(): Promise<QueueDepth> {
    const delayed = [...this.scheduled.values()].filter(Boolean).length;
    return {
      waiting: this.scheduled.size - delayed,
      active: this.running.size,
      delayed,
      failed: this.failed,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.timers.forEach((t) => clearInterval(t));
    this.scheduled.forEach((_, t) => clearTimeout(t));
    this.scheduled.clear();
    await Promise.allSettled([...this.running]);
  }

  /** Runs the job after `delayMs`; a failed run is tried again, with BullMQ's back-off, until `attempts` ran. */
  private schedule(
    name: string,
    data: object,
    delayMs: number,
    attempts: number,
    attemptsMade: number,
    jobId?: string,
  ): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.scheduled.delete(timer);
      if (jobId) this.waiting.delete(jobId);
      const handler = this.handlers.get(name);
      if (!handler) {
        this.logger.warn(`no handler for job ${name}`);
        return;
      }
      const run = handler(data).catch((error: Error) => {
        this.logger.warn(`job ${name} failed: ${error.message}`);
        const made = attemptsMade + 1;
        if (made < attempts) this.schedule(name, data, retryDelayMs(made), attempts, made, jobId);
        else this.failed += 1;
      });
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, delayMs);
    this.scheduled.set(timer, delayMs > 0);
    timer.unref();
    if (jobId) this.waiting.set(jobId, timer);
  }
}
