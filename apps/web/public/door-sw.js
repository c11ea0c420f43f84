// The door's service worker (registered by the check-in screen only, scoped to its page): keeps the
// app shell (the page and the build's hashed files) so the check-in screen opens without the
// network. It never answers or keeps an API call: the door's personal data lives in the page's
// IndexedDB pack, cleared at sign-out, not in this cache.
const CACHE = 'congress-door-shell-v1';

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const isApi = (url) => /^\/api(?:[/?#]|$)/.test(url.pathname);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(self.registration.scope))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// The page names the build files it already loaded (before this worker controlled it).
self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data?.assets) ? event.data.assets : [];
  const assets = urls.map((href) => new URL(href, self.location.origin)).filter(isAsset);
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(assets.map(String))));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    // The page first from the network (a deploy shows at once), the kept one without it.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(self.registration.scope, copy));
          }
          return response;
        })
        .catch(() => caches.match(self.registration.scope).then((kept) => kept ?? Response.error())),
    );
    return;
  }
  if (!isAsset(url)) return;
  // Hashed build files never change: the kept copy, else the network (and keep it).
  event.respondWith(
    caches.match(request).then(
      (kept) =>
        kept ??
        fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
