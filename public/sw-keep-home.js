// Part of the owner app's service worker (pwa.config.ts imports it): when the first worker takes
// over, it keeps the painted home at once, so the very first offline start after one visit shows the
// QR. The names are written out, as in homeFromCache: HOME_CACHE and HOME_PAINTED_HEADER in
// src/shared/lib/home.ts (tests/e2e/owner-home.spec.ts fails if they part).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open('home');
      if (await cache.match('/dashboard')) return;
      try {
        const response = await fetch('/dashboard', { credentials: 'same-origin' });
        // Only a person's painted home is kept; signed out there is nothing to keep.
        if (response.ok && response.headers.get('x-reviewtap-home')) await cache.put('/dashboard', response);
      } catch {
        // Offline at install: the next start the worker answers keeps it.
      }
    })(),
  );
});
