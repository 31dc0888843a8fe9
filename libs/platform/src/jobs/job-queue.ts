export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobOptions {
  delayMs?: number;
  /** A job with the same id is not added twice while it waits. */
  jobId?: string;
  attempts?: number;
}

/** The first retry's wait; each further retry waits twice as long as the one before (1 s, 2 s, 4 s, 8 s...). */
export const RETRY_BACKOFF_MS = 1000;

/** The wait before the retry that follows the `attemptsMade`th failed attempt (BullMQ's exponential back-off). */
export function retryDelayMs(attemptsMade: number): number {
  return RETRY_BACKOFF_MS * 2 ** (attemptsMade - 1);
}

/** Jobs of this service's queue by state (for the metrics). */
export interface QueueDepth {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** One job of a bulk add. */
export interface NewJob<T extends object> {
  data: T;
  options?: JobOptions;
}

/** Background work: BullMQ on Redis in distributed mode, timers in-process when embedded. */
export abstract class JobQueue {
  abstract readonly kind: 'bullmq' | 'in-process';
  abstract add<T extends object>(name: string, data: T, options?: JobOptions): Promise<void>;
  /** Adds several jobs of one name, in one round trip where the queue allows it. */
  async addAll<T extends object>(name: string, jobs: NewJob<T>[]): Promise<void> {
    for (const job of jobs) await this.add(name, job.data, job.options);
  }
  abstract process<T extends object>(name: string, handler: JobHandler<T>): void;
  /** Runs `name` every `everyMs` (once across all replicas). */
  abstract repeat(name: string, everyMs: number): Promise<void>;
  abstract isHealthy(): Promise<boolean>;
  abstract depth(): Promise<QueueDepth>;
  /** Stops taking jobs and waits for the ones running. */
  abstract close(): Promise<void>;
}
