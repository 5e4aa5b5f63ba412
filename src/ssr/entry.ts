/**
 * What the SPA's entry (src/main.tsx) does, deliberately little. The HTML already shows the page
 * (prerendered, and /Menu with its dishes), so the first thing a phone should do is paint it and
 * fetch its first pictures with all the bandwidth it has. The app's code (React, the store, the
 * page) is asked for only once the page has loaded and painted, and then takes the page over
 * (start.tsx). A page whose pictures are slow still starts after START_AT_THE_LATEST_MS. Until
 * then the shopper's taps and typing are kept (earlyTaps.ts, earlyInput.ts).
 */
import { keepEarlyInput } from './earlyInput';
import { keepEarlyTaps } from './earlyTaps';
import { readPageFacts } from './pageHtml';

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

/** Fetches the current page's own scripts (named in the page's facts) alongside the app's. */
function preloadPageScripts(): void {
  for (const href of readPageFacts(document)?.scripts ?? []) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

export function startAfterFirstPaint(): void {
  // Input first: on `ready` the fields get their text back before kept taps are replayed.
  keepEarlyInput();
  keepEarlyTaps();
  afterLoadAndPaint(() => {
    preloadPageScripts();
    void import(/* webpackChunkName: "app" */ './start').then(({ startApp }) => startApp());
  });
}
