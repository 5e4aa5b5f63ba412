/**
 * Work that can wait for the shopper: it runs once the page has been quiet for a while, with no
 * input (keys, taps, scrolling) and no long task (the page's own work: a large menu takes a phone
 * seconds to read and index), then at an idle moment. The service worker's first install fetches
 * and stores the whole shop: under way, it slowed /SearchFood's first keystroke on a phone by half
 * (docs/operations.md#the-service-worker).
 */

/**
 * How long the page is quiet before the work runs: Lighthouse's measure of a page at rest (its
 * time to interactive waits for five quiet seconds). A shopper's pauses are mostly short, so the
 * longer the wait, the less often their next key meets the work under way. The first install
 * takes about a second of a phone's processors; a wait of two seconds puts it on the first keys
 * of a shopper who reads the results that long before typing (docs/operations.md#the-service-worker).
 */
export const QUIET_MS = 5000;

const INPUT = ['keydown', 'pointerdown', 'wheel', 'scroll', 'touchstart'];

export function whenQuiet(work: () => void): void {
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(run, QUIET_MS);
  };
  // Long tasks are Chromium's to report; elsewhere only input restarts the wait.
  const observer = globalThis.PerformanceObserver;
  const busy = observer?.supportedEntryTypes?.includes('longtask') ? new observer(wait) : undefined;
  busy?.observe({ type: 'longtask' });
  const options = { capture: true, passive: true };
  for (const type of INPUT) addEventListener(type, wait, options);
  function run() {
    busy?.disconnect();
    for (const type of INPUT) removeEventListener(type, wait, options);
    (window.requestIdleCallback ?? setTimeout)(work);
  }
  wait();
}
