/**
 * The service worker (/sw.js), built by Workbox's InjectManifest from this file
 * (src/ssr/build/webpack-plugins.cjs), which puts the build's precache list into
 * `self.__WB_MANIFEST`.
 * docs/operations.md#the-service-worker tells how it updates and how to turn it off.
 *
 * - Precached at install: the app's scripts and styles (not the staff board's, not the payment
 *   check's), its small drawings, and the prerendered files of the shopper's main pages.
 * - Pages (navigations): from the network first; a page that cannot be fetched comes from the
 *   copy kept the last time it loaded, else from its precached file, else the home page's (the
 *   app then renders the address afresh).
 * - Pictures (dish pictures under /uploads, the build's under /assets): from the cache once seen,
 *   at most PICTURES_KEPT of them, for PICTURE_DAYS. A dish picture neither kept nor fetchable
 *   (offline) is answered with a drawing of a plate with the dish's name (placeholder.ts).
 * - The last menu a page received, kept for a page that opens offline: a page posts it
 *   ({type: 'KEEP_MENU'}) and the worker writes it to a cache of its own (keptMenu.ts), off the
 *   page's thread; the page reads it back only when offline (api/lastMenu.ts).
 * - Never from a cache: the API (/api), the test checkout (/pay), the payment check (/verify),
 *   the staff board (/kitchen) and every other origin (Stripe). No route handles them, so they
 *   go to the network as if there were no worker, and fail when offline.
 * - A new build's worker installs and waits; it takes over only when a page asks for it
 *   ({type: 'SKIP_WAITING'}, the 'Reload' of the 'New version available' toast).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { pageFileOf, pagePathFor } from '../../contract/routes';
import { writeKeptMenu } from './keptMenu';
import { placeholderResponse } from './placeholder';
import { KEEP_MENU, NEVER_CACHED, SKIP_WAITING } from './rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

const PICTURES_KEPT = 120;
const PICTURE_DAYS = 30;
const PAGES_KEPT = 20;

/** A page's file as precached, or the home page's (the app renders any address afresh). */
async function precachedPage(pathname: string): Promise<Response | undefined> {
  const page = pagePathFor(pathname);
  return (
    (page !== undefined ? await matchPrecache(pageFileOf(page)) : undefined) ??
    (await matchPrecache(pageFileOf('/')))
  );
}

// Pages first: a navigation never meets the precache's own route (which answers from the cache
// first), so online a page is always the server's current one.
const pages = new NetworkFirst({
  cacheName: 'pages',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: PAGES_KEPT }),
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch (error) {
        const kept = await precachedPage(options.url.pathname);
        if (kept) return kept;
        throw error;
      }
    },
    { denylist: [NEVER_CACHED] },
  ),
);

const pictures = new CacheFirst({
  cacheName: 'pictures',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: PICTURES_KEPT,
      maxAgeSeconds: PICTURE_DAYS * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    /^\/(uploads|assets)\//.test(url.pathname),
  async (options) => {
    try {
      return await pictures.handle(options);
    } catch (error) {
      if (options.url.pathname.startsWith('/uploads/')) {
        return placeholderResponse(options.url.pathname);
      }
      throw error;
    }
  },
);

// Only the exact files listed (no '/' -> '/index.html', no '/Menu' -> '/Menu.html').
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Pages load while the worker starts instead of after it (NetworkFirst uses the preload). The
// menu earlier builds kept in the page's IndexedDB is dropped: this cache holds it now.
self.addEventListener('activate', (event) => {
  indexedDB.deleteDatabase('storefront');
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; reply?: unknown; at?: unknown } | null;
  // No skipWaiting at install: a new worker waits until a page's 'Reload' asks for it.
  if (message?.type === SKIP_WAITING) void self.skipWaiting();
  if (
    message?.type === KEEP_MENU &&
    typeof message.reply === 'string' &&
    typeof message.at === 'number'
  )
    event.waitUntil(writeKeptMenu(message.reply, message.at));
});
