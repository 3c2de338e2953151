import { VitePWA } from 'vite-plugin-pwa';

/**
 * The owner's side as an installable app: the web app manifest and a Workbox service
 * worker. Kept apart from vite.config.ts so the build config stays readable.
 *
 * What the service worker may and may not do:
 * - It precaches the built app shell (index.html, the app's JS and CSS, icons), so the QR screens
 *   and the dashboard's offline state open with no signal.
 * - It never answers the customer pages or the API: `/rate/*`, `/feedback/*` and `/api/*` always go
 *   to the server, so a customer gets the live page and the owner's current review filter. The QR
 *   screens' data is kept by the app itself (src/web/lib/offline-cache.ts).
 * - The messages are not precached (ten languages would be most of the install): each is kept as it
 *   is used, and the app fetches the rest of the owner's own language once the worker is in
 *   control (keepLanguageOffline in src/web/i18n/locale-store.ts).
 * - The painted home is kept from the first visit: the first worker fetches it as it takes over
 *   (public/sw-keep-home.js), so the first offline start already shows the QR.
 * - Updates wait for the owner: `registerType: 'prompt'` keeps a new worker waiting until the owner
 *   taps "Reload" (src/web/features/pwa), so a QR screen never reloads in front of a customer.
 */

export const BRAND = {
  blue: '#2563eb',
  // The app's --background in each theme (src/web/styles.css), as hex.
  light: '#fcfcfc',
  dark: '#080d16',
};

/** Client routes the app shell may answer offline. Everything else goes to the network. */
export const APP_SHELL_ROUTES = [
  /^\/dashboard/,
  /^\/setup/,
  /^\/join/,
  /^\/qr-customization/,
  /^\/qr\//,
  /^\/mobile/,
];
/** Never from a cache: the server-rendered customer pages and the API. */
export const NEVER_CACHED = [/^\/rate\//, /^\/feedback\//, /^\/api\//];
/**
 * The installed app's start, with its QR painted by the server: answered by homeFromCache. A link to
 * another section (`?section=`) is the plain shell, as every other app path.
 */
const HOME_START = /^\/dashboard(\?(?!.*\bsection=).*)?$/;

/**
 * `/dashboard`: the last painted home (src/server/domains/home) at once, so the QR is on screen before any
 * script runs, online or off, then refreshed from the network for the next start. A copy whose
 * script this worker no longer has (an update replaced it) is not used. Only answers that carry a
 * person's painted home are kept, and an answer without one (signed out) drops the copy; the app
 * also empties the cache on sign-out. With nothing kept and no network, the plain app shell.
 * The function runs inside the worker: it is copied there as text, so it names its values itself
 * (HOME_CACHE and HOME_PAINTED_HEADER in src/shared/lib/home.ts); the phone journey
 * (tests/e2e/owner-home.spec.ts) fails if they part: nothing kept, or a copy that outlives sign-out.
 */
const homeFromCache = async ({
  request,
  event,
}: {
  request: Request;
  event: { waitUntil(done: Promise<unknown>): void };
}) => {
  const cache = await caches.open('home');
  const kept = await cache.match('/dashboard');
  const script = kept
    ? /<script type="module"[^>]*src="([^"]+)"/.exec(await kept.clone().text())?.[1]
    : undefined;
  const usable = kept && (!script || (await caches.match(script, { ignoreSearch: true })));
  const fresh = fetch(request).then(async (response) => {
    if (response.ok && response.headers.get('x-reviewtap-home'))
      await cache.put('/dashboard', response.clone());
    else if (response.ok) await cache.delete('/dashboard');
    return response;
  });
  if (usable && kept) {
    event.waitUntil(fresh.catch(() => undefined));
    return kept;
  }
  try {
    return await fresh;
  } catch {
    return (await caches.match('/app.html', { ignoreSearch: true })) ?? Response.error();
  }
};

export function pwaPlugin() {
  return VitePWA({
    registerType: 'prompt',
    // Registered from the app (virtual:pwa-register/react) on the owner's screens only:
    // no inline script (the CSP is script-src 'self'), and nothing on the customer pages.
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/dashboard',
      name: 'ReviewTap – review station',
      short_name: 'ReviewTap',
      description: 'Show your review QR code to customers, even with no signal.',
      lang: 'en',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND.light,
      background_color: BRAND.light,
      categories: ['business', 'productivity'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        {
          name: 'Show To Customers',
          short_name: 'Show QR',
          description: 'Open your review QR code full screen',
          url: '/qr/fullscreen',
          icons: [{ src: '/icons/shortcut-qr-96.png', sizes: '96x96', type: 'image/png' }],
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // The customer entry belongs to the server-rendered pages, which the worker never serves.
      // og-image.png is for link previews, never for the app.
      globIgnores: [
        '**/customer-*',
        '**/.vite/**',
        '**/node_modules/**',
        'og-image.png',
        'assets/messages/**',
        'language-offers/**',
      ],
      // The empty shell: index.html is the prerendered landing page, which only `/` may show.
      navigateFallback: '/app.html',
      navigateFallbackAllowlist: APP_SHELL_ROUTES,
      navigateFallbackDenylist: [...NEVER_CACHED, HOME_START],
      // Hashed, so a kept copy is always right.
      runtimeCaching: [
        {
          // HOME_START, written out: the function is copied into the worker as text.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            /^\/dashboard(\?(?!.*\bsection=).*)?$/.test(url.pathname + url.search),
          handler: homeFromCache,
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/messages/'),
          handler: 'CacheFirst',
          options: { cacheName: 'messages', expiration: { maxEntries: 500 } },
        },
      ],
      // The first worker keeps the painted home as it takes over (public/sw-keep-home.js).
      importScripts: ['/sw-keep-home.js'],
      cleanupOutdatedCaches: true,
      // The first worker takes the open page at once, so the very first visit already works offline.
      // Later versions wait (no skipWaiting) until the owner chooses to reload.
      clientsClaim: true,
      skipWaiting: false,
      // Hashed file names already change with their content.
      dontCacheBustURLsMatching: /^assets\//,
      sourcemap: false,
    },
  });
}
