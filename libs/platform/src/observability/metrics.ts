import type { MikroORM } from '@mikro-orm/postgresql';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventBus } from '../events/event-bus';
import type { JobQueue } from '../jobs/job-queue';
import { withinTime } from '../health/cached-check';

/** The longest a scrape waits for one backing system (the database, the broker, Redis). */
export const METRICS_SOURCE_TIMEOUT_MS = 2000;

let processRegistry: Registry | undefined;

/** Node's own metrics (CPU, memory, event-loop lag, GC) once per process, whatever the number of apps in it. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What a service's metrics read on each scrape; the gateway has none of them. */
export interface MetricSources {
  orm?: MikroORM;
  bus?: EventBus;
  jobs?: JobQueue;
}

export interface AnsweredRequest {
  method: string;
  /** The route pattern (`/bookings/:id`), never the raw path, so that the number of series stays bounded. */
  route: string;
  status: number;
  seconds: number;
}

/**
 * One app's Prometheus metrics: request rate, errors and latency by route, requests in flight and, for a
 * service, its outbox lag, consumer lag and job queue depth, read from their systems on each scrape.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly errors: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route'>;
  readonly inFlight: Gauge;
  /** Read the backing systems once per scrape, all at once, before the text is written. */
  private readonly refreshers: Array<() => Promise<void>> = [];

  constructor(
    readonly app: string,
    sources: MetricSources = {},
  ) {
    this.registry.setDefaultLabels({ app });
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.errors = new Counter({
      name: 'http_request_errors_total',
      help: 'HTTP requests answered with a 5xx status, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to the response finishing, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.inFlight = new Gauge({
      name: 'http_requests_in_flight',
      help: 'HTTP requests being handled now',
      registers,
    });
    const sourceUp = new Gauge({
      name: 'metrics_source_up',
      help: 'Whether the last scrape could read the source (outbox, consumers, jobs): 1 yes, 0 no',
      labelNames: ['source'],
      registers,
    });
    const read = async <T>(
      source: string,
      work: () => Promise<T>,
      use: (value: T) => void,
    ): Promise<void> => {
      const value = await withinTime(
        work().catch(() => undefined),
        METRICS_SOURCE_TIMEOUT_MS,
        undefined,
      );
      sourceUp.set({ source }, value === undefined ? 0 : 1);
      if (value !== undefined) use(value);
    };
    const { orm, bus, jobs } = sources;
    if (orm) this.refreshers.push(this.outboxMetrics(orm, read));
    if (bus) this.refreshers.push(this.consumerMetrics(bus, read));
    if (jobs) this.refreshers.push(this.queueMetrics(jobs, read));
  }

  observe(request: AnsweredRequest): void {
    const labels = { method: request.method, route: request.route, status: String(request.status) };
    this.requests.inc(labels);
    if (request.status >= 500) this.errors.inc(labels);
    this.duration.observe({ method: request.method, route: request.route }, request.seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text exposition: this app's metrics and the process's. */
  async text(): Promise<string> {
    await Promise.all(this.refreshers.map((refresh) => refresh()));
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${process}`;
  }

  private outboxMetrics(orm: MikroORM, read: Reader): () => Promise<void> {
    const registers = [this.registry];
    const pending = new Gauge({
      name: 'outbox_pending_events',
      help: 'Events committed to the outbox and not yet published',
      registers,
    });
    const lag = new Gauge({
      name: 'outbox_lag_seconds',
      help: 'Age of the oldest event not yet published (0 when the outbox is empty)',
      registers,
    });
    const query =
      'select count(*) as count, extract(epoch from now() - min(created_at)) as age from outbox_events where published_at is null';
    return () =>
      read(
        'outbox',
        () =>
          orm.em
            .fork()
            .getConnection()
            .execute<Array<{ count: string | number; age: string | number | null }>>(query),
        ([row]) => {
          pending.set(Number(row?.count ?? 0));
          lag.set(Math.max(0, Number(row?.age ?? 0)));
        },
      );
  }

  private consumerMetrics(bus: EventBus, read: Reader): () => Promise<void> {
    const gauge = new Gauge({
      name: 'event_consumer_lag',
      help: 'Events published that this service has not handled and committed yet, by group and topic',
      labelNames: ['group', 'topic'],
      registers: [this.registry],
    });
    return () =>
      read(
        'consumers',
        () => bus.consumerLag(),
        (lags) => {
          gauge.reset();
          for (const { group, topic, lag } of lags) gauge.set({ group, topic }, lag);
        },
      );
  }

  private queueMetrics(jobs: JobQueue, read: Reader): () => Promise<void> {
    const gauge = new Gauge({
      name: 'job_queue_jobs',
      help: "Jobs in this service's queue by state (waiting, active, delayed, failed)",
      labelNames: ['state'],
      registers: [this.registry],
    });
    return () =>
      read(
        'jobs',
        () => jobs.depth(),
        (depth) => {
          for (const [state, count] of Object.entries(depth)) gauge.set({ state }, count);
        },
      );
  }
}

type Reader = <T>(source: string, work: () => Promise<T>, use: (value: T) => void) => Promise<void>;
