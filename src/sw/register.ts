/**
 * Registers the service worker (/sw.js, src/sw/sw.ts) in the built shop only: never in
 * development (webpack-dev-server has no worker) nor in Jest. Called once the app is ready
 * (AppReady); it waits for the page's `load` and then for the page to be quiet (lib/quiet.ts),
 * so it takes nothing from the first load nor from the shopper's first keys and taps: the first
 * install fetches and stores the whole shop. Deliberately tiny and plain (no workbox-window): it
 * is part of every page's first load. Only when a new build's worker is on its way to a page
 * that a worker already controls does the rest load (update.tsx: the 'New version available'
 * toast).
 */
import { whenQuiet } from '../lib/quiet';
import { KEEP_MENU } from './rules';

export function registerServiceWorker(): void {
  const worker = navigator.serviceWorker;
  if (process.env.NODE_ENV !== 'production' || !worker) return;
  const register = () =>
    worker.register('/sw.js').then((registration) => {
      // A blocked registration (test browsers' 'serviceWorkers: block') resolves with nothing.
      if (!registration) return;
      // The first worker (no controller yet) is no update: nothing to offer, nothing to load.
      const update = () =>
        worker.controller &&
        import('./update').then((module) => module.offerWhenWaiting(registration));
      // A new build's worker may be installing or waiting already (the browser checks on every
      // page load), or be found later.
      if (registration.installing || registration.waiting) void update();
      registration.addEventListener('updatefound', update);
    }, Boolean);
  const later = () => whenQuiet(register);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

/** The menu waiting for the worker to be ready; a later one replaces it. */
let waiting: { reply: string; at: number } | undefined;

/**
 * Hands a menu just received to the worker, which keeps it for a page that opens offline (sw.ts;
 * api/lastMenu.ts reads it): the page holds no storage code, and its only work is the
 * copy into the message, once the page is quiet (lib/quiet.ts: a 10,000-dish menu's copy is a
 * long task of a phone's thread, and at the first idle moment it often met the shopper's first
 * keystroke on /SearchFood; docs/operations.md#figures-behind-choices-in-the-code). On a first visit the worker is still installing: the latest
 * menu waits for it. Without a worker (development, Jest) nothing is kept: offline, no page
 * would open anyway.
 */
export function keepMenu(reply: string, at = Date.now()): void {
  // No page at all (the prerender and the store's tests run in Node): nothing to keep.
  const worker = globalThis.navigator?.serviceWorker;
  if (process.env.NODE_ENV !== 'production' || !worker) return;
  const first = !waiting;
  waiting = { reply, at };
  if (!first) return;
  void worker.ready.then((registration) =>
    whenQuiet(() => {
      registration.active?.postMessage({ type: KEEP_MENU, ...waiting });
      waiting = undefined;
    }),
  );
}
