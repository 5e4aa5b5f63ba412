/**
 * The SPA's entry, deliberately tiny. The HTML already shows the page (prerendered, and /Menu with
 * its dishes), so the first thing a phone should do is paint it and fetch its first pictures with
 * all the bandwidth it has. The app's code (React, the store, the page: ~110 KB) is asked for only
 * once the page has loaded and painted, and then takes the page over (src/app/start.tsx). A page
 * whose pictures are slow still starts after START_AT_THE_LATEST_MS.
 */
// First, so every component's own styles come after the tokens and shared pieces.
import './styles/global.css';
import './styles/components.css';
import { APP_EVENTS } from './app/appEvents';
import { keepEarlyInput } from './ssr/earlyInput';

const START_AT_THE_LATEST_MS = 2000;

function afterLoadAndPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    // The next frame paints what has loaded; the app starts only after the one after that, by
    // when that paint is on screen.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  };
  if (document.readyState === 'complete') once();
  else window.addEventListener('load', once, { once: true });
  setTimeout(once, START_AT_THE_LATEST_MS);
}

/** Fetches the current page's own scripts (named by the prerender) alongside the app's. */
function preloadPageScripts(): void {
  const scripts = document.getElementById('root')?.dataset.pageScripts?.split(' ') ?? [];
  for (const href of scripts.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Until the app runs, the page is its HTML: a tap on a button does nothing. Taps on the page's
 * own buttons (not links, which work as they are, nor form submits) are kept, and once the app
 * has taken the page over, replayed on the same buttons (hydration keeps the elements) if they
 * are still there. From the moment React handles events itself, nothing more is kept.
 */
function keepEarlyTaps(): void {
  const taps: HTMLElement[] = [];
  const keep = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button[type="button"]');
    if (button instanceof HTMLElement) taps.push(button);
  };
  document.addEventListener('click', keep, true);
  document.addEventListener(
    APP_EVENTS.rendering,
    () => document.removeEventListener('click', keep, true),
    { once: true },
  );
  document.addEventListener(
    APP_EVENTS.ready,
    () => {
      for (const button of taps.splice(0)) if (button.isConnected) button.click();
    },
    { once: true },
  );
}

keepEarlyTaps();
keepEarlyInput();
afterLoadAndPaint(() => {
  preloadPageScripts();
  void import(/* webpackChunkName: "app" */ './app/start');
});
