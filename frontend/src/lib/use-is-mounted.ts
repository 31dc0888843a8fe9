import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the component is still on screen: an action that finishes after the member left the page (a payment
 * answered late) must not move them off the page they went to.
 */
export function useIsMounted(): () => boolean {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}
