/**
 * Registers the service worker (/sw.js, src/sw/sw.ts) in the built shop only: never in
 * development (webpack-dev-server has no worker) nor in Jest. Called once the app is ready
 * (AppReady); it waits for the page's `load` and then for an idle moment, so it takes nothing
 * from the first load. Deliberately tiny and plain (no workbox-window): it is part of every
 * page's first load. Only when a new build's worker is waiting does the toast's code load
 * (update.tsx).
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const later = () => (window.requestIdleCallback ?? setTimeout)(register);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

function register(): void {
  const { serviceWorker } = navigator;
  serviceWorker.register('/sw.js').then((registration) => {
    // A worker waiting to replace the one that runs this page: offer the new version (once).
    const offer = () => {
      if (registration.waiting && serviceWorker.controller)
        void import(/* webpackChunkName: "sw-update" */ './update').then((update) =>
          update.offerUpdate(registration),
        );
    };
    // A new build's worker may be installing already (the browser checks on every page load),
    // or be found later: once installed, it waits.
    const watch = () => registration.installing?.addEventListener('statechange', offer);
    offer();
    watch();
    registration.addEventListener('updatefound', watch);
  }, Boolean);
}
