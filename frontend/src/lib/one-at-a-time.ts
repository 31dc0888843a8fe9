import { useRef } from 'react';

/**
 * The action, run once at a time: a call while the last one is still running is dropped. A form's submit goes
 * through its (asynchronous) validation before the action marks itself busy, so a double-click would otherwise
 * send the same create twice.
 */
export function useOneAtATime<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
): (...args: Args) => Promise<void> {
  const running = useRef(false);
  return async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    try {
      await action(...args);
    } finally {
      running.current = false;
    }
  };
}
