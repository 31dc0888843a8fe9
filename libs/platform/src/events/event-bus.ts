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

/** The most messages one handler call is given. */
export const MAX_BATCH = 100;

/**
 * Handles messages of one topic in the order published: as many as have gathered since the last call (a
 * consumer that falls behind catches up in few calls, each of which its subscriber can handle in one
 * transaction). A throw leaves every message of the call to be delivered again.
 */
export type MessageHandler = (messages: BusMessage[]) => Promise<void>;

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
