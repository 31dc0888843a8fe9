import { useEffect } from 'react';

export const APP_NAME = 'FitStudio';

/** The title the page came with: the site's meta title as an admin set it (the gateway writes it into the page). */
const SITE_TITLE = typeof document === 'undefined' ? '' : document.title;

/**
 * Sets the document title so screen-reader users hear where a navigation landed: '{title} | FitStudio', and for
 * the home screen (an empty title) the site's own title from the OG settings.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : SITE_TITLE || APP_NAME;
  }, [title]);
}
