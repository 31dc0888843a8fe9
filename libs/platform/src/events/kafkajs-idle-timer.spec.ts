import { stopKafkaJsIdleTimer } from './kafkajs-idle-timer';

interface Queue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests: () => void;
  scheduleCheckPendingRequests(): void;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const RequestQueue = require('kafkajs/src/network/requestQueue') as { prototype: Queue };

function queue(pending: unknown[], throttledUntil = -1): Queue {
  const q = Object.create(RequestQueue.prototype) as Queue;
  Object.assign(q, {
    pending,
    throttledUntil,
    throttleCheckTimeoutId: null,
    checkPendingRequests: jest.fn(),
  });
  return q;
}

describe('KafkaJS request queue timer', () => {
  beforeAll(() => stopKafkaJsIdleTimer());

  it('sets no timer when no request waits and the broker does not throttle', () => {
    const idle = queue([]);
    idle.scheduleCheckPendingRequests();
    expect(idle.throttleCheckTimeoutId).toBeNull();
  });

  it('checks again for a waiting request, and when a throttle ends', () => {
    jest.useFakeTimers();
    try {
      const waiting = queue([{}]);
      waiting.scheduleCheckPendingRequests();
      jest.advanceTimersByTime(10);
      expect(waiting.checkPendingRequests).toHaveBeenCalledTimes(1);
      const throttled = queue([], Date.now() + 500);
      throttled.scheduleCheckPendingRequests();
      jest.advanceTimersByTime(499);
      expect(throttled.checkPendingRequests).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(throttled.checkPendingRequests).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
