import { useLayoutEffect, type RefObject } from 'react';

export const BOTTOM_SPACE_PROPERTY = '--floating-bottom-space';

/**
 * A panel floating over the page's end (the iOS install banner): while it is mounted the page gets its height as
 * extra room at the bottom (global.css adds the property to the main area's padding and to the scroll padding), so
 * the page's last controls can be scrolled and focused clear of it.
 */
export function useReserveBottomSpace(panel: RefObject<HTMLElement | null> | null) {
  useLayoutEffect(() => {
    const element = panel?.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(BOTTOM_SPACE_PROPERTY, `${element.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_SPACE_PROPERTY);
    };
  }, [panel]);
}
