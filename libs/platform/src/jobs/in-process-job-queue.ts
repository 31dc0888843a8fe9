import { Logger } from '@nestjs/common';
import { JobHandler, JobOptions, JobQueue } from './job-queue';

export class InProcessJobQueue extends JobQueue {
  readonly kind = 'in-process' as const;
  private readonly logger = new Logger('InProcessJobQueue');
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly waiting = new Map<string, NodeJS.Timeout>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  async add<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<void> {
    if (options.jobId && this.waiting.has(options.jobId)) return;
    this.schedule(name, data, options.delayMs ?? 0, options.attempts ?? 3, options.jobId);
  }

  process<T extends object>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler<object>);
  }

  async repeat(name: string, everyMs: number): Promise<void> {
    const timer = setInterval(() => this.schedule(name, {}, 0, 1), everyMs);
    timer.unref();
    this.timers.add(timer);
  }

  async isHealthy(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.timers.forEach((t) => clearInterval(t));
    this.waiting.forEach((t) => clearTimeout(t));
  }

  private schedule(name: string, data: object, delayMs: number, attemptsLeft: number, jobId?: string): void {
    if (this.closed) return;
    const timer = setTimeout(async () => {
      if (jobId) this.waiting.delete(jobId);
      const handler = this.handlers.get(name);
      if (!handler) {
        this.logger.warn(`no handler for job ${name}`);
        return;
      }
      try {
        await handler(data);
      } catch (error) {
        this.logger.warn(`job ${name} failed: ${(error as Error).message}`);
        if (attemptsLeft > 1) this.schedule(name, data, 1000, attemptsLeft - 1, jobId);
      }
    }, delayMs);
    timer.unref();
    if (jobId) this.waiting.set(jobId, timer);
  }
}
