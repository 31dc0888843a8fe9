export interface BusMessage {
  topic: string;
  key: string;
  value: string;
}

/** How far one consumer group is behind one topic: messages published that it has not committed yet. */
export interface ConsumerLag {
  group: string;
  topic: string;
  lag: number;
}

export type MessageHandler = (message: BusMessage) => Promise<void>;

/**
 * Moves serialized events between apps. Delivery is at least once and in order per topic and key;
 * a group that was away resumes where it stopped. Kafka in distributed mode, in-process when embedded.
 */
export abstract class EventBus {
  abstract readonly kind: 'kafka' | 'in-process';
  abstract start(): Promise<void>;
  abstract publish(messages: BusMessage[]): Promise<void>;
  /** Joins consumer group `group` for the topics; resolves once the subscription is live. */
  abstract subscribe(group: string, topics: string[], handler: MessageHandler): Promise<void>;
  abstract isHealthy(): Promise<boolean>;
  /** The lag of each group this bus joined, per topic (for the metrics). */
  abstract consumerLag(): Promise<ConsumerLag[]>;
  /** Stops consuming (a handler in flight finishes and its offset is committed), then disconnects. */
  abstract close(): Promise<void>;
}
