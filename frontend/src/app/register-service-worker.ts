/** Spec §2/§9: the service worker is registered 1 second after start. */
export const SERVICE_WORKER_DELAY_MS = 1_000;
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.setTimeout(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  }, SERVICE_WORKER_DELAY_MS);
}
