import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import IORedis from 'ioredis';

/** What a process that keeps a copy of something hears about it. */
export interface ChangeListener {
  /** Someone changed it: the copy may be out of date. */
  changed(): void;
  /**
   * Whether announcements can be heard from now on (true) or not (false: the link dropped, and one made meanwhile
   * would be missed). A copy is kept for long only while linked; at every change of the link it is dropped.
   */
  linked(live: boolean): void;
}

/**
 * Word, across processes, that something others keep a copy of has changed: a nudge without content, so that a
 * cache can keep its copy for long and still drop it at the next change wherever it was made. Distributed mode
 * carries it over Redis publish/subscribe; embedded mode, one process, in memory.
 */
export abstract class ChangeSignals {
  /** Tells every listener of `channel`, in every process, that it changed. */
  abstract announce(channel: string): void;

  abstract listen(channel: string, listener: ChangeListener): void;

  abstract close(): Promise<void>;
}

/** The embedded mode's signals: every app of the process hears every announcement at once. */
export class InProcessChangeSignals extends ChangeSignals {
  private static readonly shared = new EventEmitter().setMaxListeners(0);
  private readonly mine: Array<[string, () => void]> = [];

  announce(channel: string): void {
    InProcessChangeSignals.shared.emit(channel);
  }

  listen(channel: string, listener: ChangeListener): void {
    const changed = () => listener.changed();
    InProcessChangeSignals.shared.on(channel, changed);
    this.mine.push([channel, changed]);
    listener.linked(true);
  }

  async close(): Promise<void> {
    for (const [channel, changed] of this.mine.splice(0)) InProcessChangeSignals.shared.off(channel, changed);
  }
}

/**
 * Distributed mode: Redis channels named `<prefix>:changes:<channel>`. Listening takes a connection of its own
 * (one that subscribes can send nothing else), which subscribes afresh after every reconnect and only then
 * reports the link live again.
 */
export class RedisChangeSignals extends ChangeSignals {
  private readonly logger = new Logger('ChangeSignals');
  private readonly publisher: IORedis;
  private subscriber?: IORedis;
  private readonly listeners = new Map<string, ChangeListener[]>();

  constructor(
    private readonly url: string,
    private readonly prefix: string,
  ) {
    super();
    this.publisher = new IORedis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
    this.publisher.on('error', () => undefined);
  }

  private channelOf(name: string): string {
    return `${this.prefix}:changes:${name}`;
  }

  announce(channel: string): void {
    // Redis not answering is also what drops the listeners' links, so they stop trusting their copies.
    this.publisher.publish(this.channelOf(channel), '1').catch((error: Error) => {
      this.logger.warn(`change of ${channel} not announced: ${error.message}`);
    });
  }

  listen(channel: string, listener: ChangeListener): void {
    const name = this.channelOf(channel);
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    listener.linked(false);
    if (this.subscriber) {
      if (this.subscriber.status === 'ready') this.subscribe([name]);
      return;
    }
    const subscriber = new IORedis(this.url, { autoResubscribe: false, lazyConnect: true });
    this.subscriber = subscriber;
    subscriber.on('message', (name: string) => {
      for (const each of this.listeners.get(name) ?? []) each.changed();
    });
    subscriber.on('ready', () => this.subscribe([...this.listeners.keys()]));
    subscriber.on('close', () => {
      for (const each of [...this.listeners.values()].flat()) each.linked(false);
    });
    subscriber.on('error', () => undefined);
    subscriber.connect().catch(() => undefined);
  }

  private subscribe(names: string[]): void {
    this.subscriber?.subscribe(...names).then(
      () => {
        for (const name of names) for (const each of this.listeners.get(name) ?? []) each.linked(true);
      },
      (error: Error) => this.logger.warn(`not listening for changes: ${error.message}`),
    );
  }

  async close(): Promise<void> {
    this.subscriber?.disconnect(false);
    await this.publisher.quit().catch(() => undefined);
  }
}

export function createChangeSignals(config: { REDIS_URL?: string; QUEUE_PREFIX: string }): ChangeSignals {
  return config.REDIS_URL
    ? new RedisChangeSignals(config.REDIS_URL, config.QUEUE_PREFIX)
    : new InProcessChangeSignals();
}
