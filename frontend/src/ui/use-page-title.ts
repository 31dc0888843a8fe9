import { useEffect } from 'react';

export const APP_NAME = 'FitStudio';

/** Sets the document title so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
