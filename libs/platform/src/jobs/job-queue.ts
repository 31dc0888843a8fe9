export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobOptions {
  delayMs?: number;
  /** A job with the same id is not added twice while it waits. */
  jobId?: string;
  attempts?: number;
}

/** Jobs of this service's queue by state (for the metrics). */
export interface QueueDepth {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** Background work: BullMQ on Redis in distributed mode, timers in-process when embedded. */
export abstract class JobQueue {
  abstract readonly kind: 'bullmq' | 'in-process';
  abstract add<T extends object>(name: string, data: T, options?: JobOptions): Promise<void>;
  abstract process<T extends object>(name: string, handler: JobHandler<T>): void;
  /** Runs `name` every `everyMs` (once across all replicas). */
  abstract repeat(name: string, everyMs: number): Promise<void>;
  abstract isHealthy(): Promise<boolean>;
  abstract depth(): Promise<QueueDepth>;
  /** Stops taking jobs and waits for the ones running. */
  abstract close(): Promise<void>;
}
