/**
 * KafkaJS 2.2.4, the last release, re-arms a timer of 1 ms on every broker connection for as long as it is open,
 * once any request has been answered: with no request waiting and no throttle, `scheduleCheckPendingRequests`
 * sets a timeout for a negative delay, whose callback schedules the next one (tulios/kafkajs#1556; fixes proposed
 * in #1667 and #1768, not released). Measured here: about 1,300 wake-ups a second in every idle service.
 *
 * Replaced once, when the Kafka bus is first loaded, by the same method that schedules a check only when a request
 * waits or the broker throttles. Nothing is lost: a request pushed later schedules its own check, and every
 * answered request checks the queue.
 */
interface RequestQueueInternals {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

const PATCHED_VERSION = '2.2.4';
/** KafkaJS's own interval for re-checking requests that wait (CHECK_PENDING_REQUESTS_INTERVAL). */
const CHECK_PENDING_REQUESTS_INTERVAL_MS = 10;

function scheduleCheckPendingRequests(this: RequestQueueInternals): void {
  if (this.throttleCheckTimeoutId) return;
  const untilUnthrottled = this.throttledUntil - Date.now();
  if (this.pending.length === 0 && untilUnthrottled <= 0) return;
  const delay = untilUnthrottled > 0 ? untilUnthrottled : CHECK_PENDING_REQUESTS_INTERVAL_MS;
  this.throttleCheckTimeoutId = setTimeout(() => {
    this.throttleCheckTimeoutId = null;
    this.checkPendingRequests();
  }, delay);
}

export function stopKafkaJsIdleTimer(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { version } = require('kafkajs/package.json') as { version: string };
  if (version !== PATCHED_VERSION) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const RequestQueue = require('kafkajs/src/network/requestQueue') as {
    prototype: RequestQueueInternals;
  };
  RequestQueue.prototype.scheduleCheckPendingRequests = scheduleCheckPendingRequests;
}
