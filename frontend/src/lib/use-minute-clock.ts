import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The time, moved on at each minute and when the page is shown again: a screen left open (past a class's end, past
 * Pacific midnight) judges what it shows by the time it is now, not the time it last had new data.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setTimeout(() => setNow(new Date()), MINUTE_MS - (Date.now() % MINUTE_MS) + 50);
    return () => clearTimeout(timer);
  }, [now]);
  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState === 'visible') setNow(new Date());
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, []);
  return now;
}
