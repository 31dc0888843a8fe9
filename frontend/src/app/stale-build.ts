/**
 * After a deployment, a screen's code from the build this page started with is gone (the new service worker drops
 * the old caches, the server has only the new files): loading it fails although the network is fine. The page
 * then reloads onto the new build, at most once a minute, so a screen that fails for another reason shows its
 * error instead of reloading without end. Offline, a failed load is the connection's: nothing is reloaded.
 */
const RELOADED_AT_KEY = 'studio:reloadedForNewBuild';
const RELOAD_AT_MOST_EVERY_MS = 60_000;

/** Reloads onto the current build unless offline or reloaded for this a moment ago; answers whether it did. */
export function reloadOntoNewBuild(reload = () => window.location.reload()): boolean {
  if (!navigator.onLine) return false;
  const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RELOAD_AT_MOST_EVERY_MS) return false;
  window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  reload();
  return true;
}

/** Vite announces a screen's code that failed to load (vite:preloadError); the page reloads instead of failing. */
export function installStaleBuildReload(reload?: () => void): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOntoNewBuild(reload)) event.preventDefault();
  });
}
