import { AsyncResource } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import { BusMessage, ConsumerLag, EventBus, MAX_BATCH, MessageHandler } from './event-bus';

interface Group {
  topics: Set<string>;
  handler: MessageHandler;
  offsets: Map<string, number>;
  draining?: Promise<void>;
  retryTimer?: NodeJS.Timeout;
  left?: boolean;
}

/**
 * A broker inside the process, shared by every app of the embedded mode: one log per topic and one offset
 * per group and topic, so a group that subscribes late still receives what was published before, and a
 * handler that fails is retried with back-off instead of losing the message.
 */
export class InProcessBroker {
  private readonly logs = new Map<string, BusMessage[]>();
  private readonly groups = new Map<string, Group>();
  private readonly logger = new Logger('InProcessBroker');
  /**
   * Consumers run in the broker's own async context, never the publisher's: otherwise the publishing app's
   * request context (MikroORM's, named alike in every app) would leak into the consuming app's handlers.
   */
  private readonly context = new AsyncResource('InProcessBroker');

  append(messages: BusMessage[]): void {
    for (const message of messages) {
      const log = this.logs.get(message.topic) ?? [];
      log.push(message);
      this.logs.set(message.topic, log);
    }
    for (const group of this.groups.values()) this.context.runInAsyncScope(() => this.drain(group, 0));
  }

  join(name: string, topics: string[], handler: MessageHandler): void {
    const existing = this.groups.get(name);
    const group: Group = existing ?? { topics: new Set(), handler, offsets: new Map() };
    group.left = false;
    group.handler = handler;
    topics.forEach((t) => group.topics.add(t));
    this.groups.set(name, group);
    this.drain(group, 0);
  }

  /** Stops delivering to the group and waits for a handler in flight; its offsets are kept for a rejoin. */
  async leave(name: string): Promise<void> {
    const group = this.groups.get(name);
    if (!group) return;
    group.left = true;
    if (group.retryTimer) clearTimeout(group.retryTimer);
    await group.draining;
  }

  /** Messages of each topic the group has not handled yet. */
  lag(name: string): ConsumerLag[] {
    const group = this.groups.get(name);
    if (!group) return [];
    return [...group.topics].map((topic) => ({
      group: name,
      topic,
      lag: (this.logs.get(topic)?.length ?? 0) - (group.offsets.get(topic) ?? 0),
    }));
  }

  private drain(group: Group, failures: number): void {
    if (group.draining || group.left) return;
    // Settled callbacks run after this assignment, so `draining` always ends up cleared.
    group.draining = this.deliver(group).then(
      () => {
        group.draining = undefined;
        if (this.hasPending(group)) this.drain(group, 0);
      },
      (error: Error) => {
        group.draining = undefined;
        const delay = Math.min(30_000, 200 * 2 ** failures);
        this.logger.warn(`handler failed, retrying in ${delay} ms: ${error.message}`);
        group.retryTimer = setTimeout(() => this.drain(group, failures + 1), delay);
        group.retryTimer.unref();
      },
    );
  }

  private async deliver(group: Group): Promise<void> {
    for (const topic of group.topics) {
      const log = this.logs.get(topic) ?? [];
      let offset = group.offsets.get(topic) ?? 0;
      while (offset < log.length && !group.left) {
        const batch = log.slice(offset, offset + MAX_BATCH);
        await group.handler(batch);
        offset += batch.length;
        group.offsets.set(topic, offset);
      }
    }
  }

  private hasPending(group: Group): boolean {
    return [...group.topics].some((t) => (group.offsets.get(t) ?? 0) < (this.logs.get(t)?.length ?? 0));
  }
}

/** The one broker of this process: every embedded app shares it through this module. */
export const processBroker = new InProcessBroker();

export class InProcessEventBus extends EventBus {
  readonly kind = 'in-process' as const;
  private readonly joined: string[] = [];

  constructor(private readonly broker: InProcessBroker = processBroker) {
    super();
  }

  async start(): Promise<void> {}

  async publish(messages: BusMessage[]): Promise<void> {
    this.broker.append(messages);
  }

  async subscribe(group: string, topics: string[], handler: MessageHandler): Promise<void> {
    this.joined.push(group);
    this.broker.join(group, topics, handler);
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }

  async consumerLag(): Promise<ConsumerLag[]> {
    return this.joined.flatMap((g) => this.broker.lag(g));
  }

  async close(): Promise<void> {
    await Promise.all(this.joined.map((g) => this.broker.leave(g)));
  }
}
