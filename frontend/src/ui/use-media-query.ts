import { useSyncExternalStore } from 'react';

/** Whether the media query matches; follows it while the app runs. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the member asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Whether the main pointer is a finger (a phone or a tablet). */
export function useTouchScreen(): boolean {
  return useMediaQuery('(pointer: coarse)');
}
