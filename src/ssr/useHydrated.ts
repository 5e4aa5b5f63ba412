/**
 * False while React hydrates prerendered HTML (and on the server), true after and in every later
 * render. Parts that depend on the browser (the carousel, measured layouts) wait for it, so the
 * first client render matches the prerendered markup exactly.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
