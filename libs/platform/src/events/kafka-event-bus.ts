import { Logger } from '@nestjs/common';
import { Admin, Consumer, Kafka, logLevel, Producer } from 'kafkajs';
import { BusMessage, ConsumerLag, EventBus, MAX_BATCH, MessageHandler } from './event-bus';
import { stopKafkaJsIdleTimer } from './kafkajs-idle-timer';

const FETCH_MIN_BYTES = 64 * 1024;
const FETCH_MAX_WAIT_MS = 250;

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  /** Prepended to topics and groups (test runs use their own). */
  prefix: string;
  /** Every topic the system uses; created at start-up, since subscribing to a missing one fails. */
  topics: readonly string[];
}

export class KafkaEventBus extends EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly logger = new Logger('KafkaEventBus');
  private producer?: Producer;
  private admin?: Admin;
  private readonly consumers: Consumer[] = [];
  private readonly joined: Array<{ group: string; topics: string[] }> = [];

  constructor(private readonly options: KafkaBusOptions) {
    super();
    stopKafkaJsIdleTimer();
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.ERROR,
      retry: { initialRetryTime: 200, retries: 8 },
    });
  }

  private topic(name: string): string {
    return `${this.options.prefix}${name}`;
  }

  async start(): Promise<void> {
    // Several apps create the same topics at start-up; the loser's "already exists" is expected, so this
    // client stays quiet and the outcome is checked by listing the topics instead.
    const quiet = new Kafka({
      clientId: this.options.clientId,
      brokers: this.options.brokers,
      logLevel: logLevel.NOTHING,
    });
    this.admin = quiet.admin();
    await this.admin.connect();
    const wanted = this.options.topics.map((t) => this.topic(t));
    const existing = new Set(await this.admin.listTopics());
    const missing = wanted.filter((t) => !existing.has(t));
    if (missing.length > 0) {
      await this.admin
        .createTopics({
          waitForLeaders: true,
          topics: missing.map((topic) => ({ topic, numPartitions: 3, replicationFactor: 1 })),
        })
        .catch(() => undefined);
      const now = new Set(await this.admin.listTopics());
      const absent = wanted.filter((t) => !now.has(t));
      if (absent.length > 0) throw new Error(`Kafka topics could not be created: ${absent.join(', ')}`);
    }
    this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await this.producer.connect();
  }

  async publish(messages: BusMessage[]): Promise<void> {
    if (!this.producer) throw new Error('Kafka bus not started');
    const byTopic = new Map<string, BusMessage[]>();
    for (const m of messages) byTopic.set(m.topic, [...(byTopic.get(m.topic) ?? []), m]);
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic.entries()].map(([topic, list]) => ({
        topic: this.topic(topic),
        messages: list.map((m) => ({ key: m.key, value: m.value })),
      })),
    });
  }

  async subscribe(group: string, topics: string[], handler: MessageHandler): Promise<void> {
    const consumer = this.kafka.consumer({
      groupId: this.topic(group),
      sessionTimeout: 10_000,
      rebalanceTimeout: 10_000,
      heartbeatInterval: 1_000,
      retry: { initialRetryTime: 300, retries: 30 },
      // The broker answers a fetch when this much has gathered or after the wait: under load a consumer
      // takes many events per fetch (one transaction and one offset commit for all of them) instead of a
      // fetch, a transaction and a commit per event; when quiet, an event waits at most that long.
      minBytes: FETCH_MIN_BYTES,
      maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
    });
    await consumer.connect();
    for (const topic of topics) await consumer.subscribe({ topic: this.topic(topic), fromBeginning: true });
    const prefix = this.options.prefix;
    await consumer.run({
      // Offsets are resolved slice by slice as handled, so a consumer stopping mid-batch resumes at the rest.
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
        for (let i = 0; i < batch.messages.length && isRunning() && !isStale(); i += MAX_BATCH) {
          const slice = batch.messages.slice(i, i + MAX_BATCH);
          await handler(
            slice.map((m) => ({
              topic: batch.topic.slice(prefix.length),
              key: m.key?.toString() ?? '',
              value: m.value?.toString() ?? '',
            })),
          );
          resolveOffset(slice[slice.length - 1].offset);
          await heartbeat();
        }
      },
    });
    this.consumers.push(consumer);
    this.joined.push({ group, topics });
  }

  async isHealthy(): Promise<boolean> {
    try {
      await this.admin?.describeCluster();
      return Boolean(this.admin);
    } catch (error) {
      this.logger.warn(`Kafka health check failed: ${(error as Error).message}`);
      return false;
    }
  }

  async consumerLag(): Promise<ConsumerLag[]> {
    const admin = this.admin;
    if (!admin) return [];
    const lags: ConsumerLag[] = [];
    for (const { group, topics } of this.joined) {
      const committed = await admin.fetchOffsets({
        groupId: this.topic(group),
        topics: topics.map((t) => this.topic(t)),
      });
      for (const { topic, partitions } of committed) {
        let lag = 0;
        for (const end of await admin.fetchTopicOffsets(topic)) {
          const offset = Number(partitions.find((p) => p.partition === end.partition)?.offset ?? -1);
          // A partition this group never committed is read from its beginning (fromBeginning: true).
          lag += Math.max(0, Number(end.high) - (offset >= 0 ? offset : Number(end.low)));
        }
        lags.push({ group, topic: topic.slice(this.options.prefix.length), lag });
      }
    }
    return lags;
  }

  /**
   * Each consumer stops fetching, lets the message in flight finish, commits the offsets it resolved and leaves
   * its group (kafkajs' disconnect); then the producer and admin disconnect.
   */
  async close(): Promise<void> {
    await Promise.allSettled(this.consumers.map((c) => c.disconnect()));
    await this.producer?.disconnect().catch(() => undefined);
    await this.admin?.disconnect().catch(() => undefined);
  }
}
