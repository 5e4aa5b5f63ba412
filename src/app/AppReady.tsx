/** Marks the page as live once React has taken it over: for the entry, the tests and tools. */
import { useLayoutEffect } from 'react';
import { registerServiceWorker } from '../sw/register';
import { APP_EVENTS } from './appEvents';

/**
 * Rendered beside the page, inside its Suspense boundary (Layout), so its effect runs once the
 * page's own content has been hydrated, not just the shell around it. Marks the page as live:
 * `<html data-app="ready">` (the browser tests wait for it), the User Timing mark 'app-ready'
 * (DevTools, field monitoring, bench/) and the `ready` event. Then registers the service worker.
 *
 * The mark is set in a layout effect, in the same task as the commit that hydrates the page: from
 * that commit on React handles the page's events, and a passive effect would leave a gap in which
 * a tap on 'Submit' reaches a form whose state has not yet been given the text typed early
 * (earlyInput.ts gives it back on `ready`).
 */
export function AppReady() {
  useLayoutEffect(() => {
    if (document.documentElement.dataset.app === 'ready') return;
    document.documentElement.dataset.app = 'ready';
    performance.mark('app-ready');
    document.dispatchEvent(new Event(APP_EVENTS.ready));
    // The offline shop and its updates, after the page's load, when the phone is idle.
    registerServiceWorker();
  }, []);
  return null;
}
