/**
 * True once the window's load event has fired: the page's own pictures and scripts are in. Work
 * that the first screen does not need (the home page's menu fetch) waits for it, so it does not
 * compete with the hero picture for a phone's bandwidth.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  );
}
