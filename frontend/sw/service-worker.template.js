/* FitStudio service worker: keeps the app shell so the app opens offline. API calls always go to the network. */
const VERSION = '__SW_VERSION__';
const PRECACHE = __SW_PRECACHE__;
const SHELL_CACHE = `fitstudio-shell-${VERSION}`;
const RUNTIME_CACHE = `fitstudio-runtime-${VERSION}`;
const SHELL_URL = '/index.html';
/** Icons, the manifest and other files at the site root: served from the cache while a fresh copy is fetched. */
const STATIC_FILE = /\.(?:png|svg|ico|jpe?g|webp|webmanifest|woff2?|txt)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('fitstudio-') && key !== SHELL_CACHE && key !== RUNTIME_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function fromShell() {
  const cached = await caches.match(SHELL_URL);
  return cached || Response.error();
}

async function navigate(request) {
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') || '';
    if (response.ok && type.includes('text/html')) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(SHELL_URL, response.clone());
      return response;
    }
    if (response.status >= 500) return fromShell();
    return response;
  } catch {
    return fromShell();
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(RUNTIME_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function staleWhileRevalidate(request) {
  const cached = await caches.match(request);
  const network = fetch(request)
    .then(async (response) => {
      if (response.ok) {
        const cache = await caches.open(RUNTIME_CACHE);
        await cache.put(request, response.clone());
      }
      return response;
    })
    .catch(() => cached || Response.error());
  return cached || network;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (STATIC_FILE.test(url.pathname) && request.cache !== 'no-store') {
    event.respondWith(staleWhileRevalidate(request));
  }
  // Anything else (a page read by a script, such as the tag debugger's) goes to the network as asked.
});
