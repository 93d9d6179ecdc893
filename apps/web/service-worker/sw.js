// Homeward's service worker (issue 19 items 3 and 4; docs/decisions/0028). The build (vite.config.ts,
// service-worker/plugin.ts) replaces the two placeholders below with the files of this build and
// a version made from their names, so each deploy is a new worker with a cache of its own.
//
// What it does, and what it must never do:
// - precaches the app shell: the build's hashed JS and CSS, the icons, the offline page;
// - answers those files from the cache (they never change under a hashed name);
// - lets every other request go to the network untouched: API answers carry personal data and
//   are never cached, not even by accident (no runtime caching at all);
// - pages (navigations) always come from the network, so the shell is never stale; when the
//   network fails, the offline page;
// - a new version takes over as soon as it is installed and deletes the old version's cache;
// - shows push messages, and a tap opens the page they name (on this origin only).

const PRECACHE = self.__HOMEWARD_PRECACHE__;
const VERSION = self.__HOMEWARD_VERSION__;
const CACHE = `homeward-shell-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const ICON = '/icons/icon-192.png';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('homeward-shell-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const precached = new Set(PRECACHE);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
    return;
  }
  // Only the build's own files; anything else (the API above all) is not touched.
  if (!precached.has(url.pathname)) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(url.pathname).then((hit) => hit ?? fetch(request))),
  );
});

/** A push message's `url` on this origin, or the app's start: a tap never leaves Homeward. */
function sameOriginUrl(value) {
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' ? message.title : 'Homeward';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: ICON,
      badge: ICON,
      ...(typeof message.tag === 'string' ? { tag: message.tag } : {}),
      data: { url: sameOriginUrl(message.url ?? '/') },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data?.url ?? '/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => client.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
