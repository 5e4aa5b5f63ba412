/**
 * Whether the page is past hydration. False while React hydrates prerendered HTML (and on the
 * server), true after and in every later render. Parts that depend on the browser (the carousel,
 * lazy pictures' addresses) wait for it, so the first client render matches the markup exactly.
 *
 * The switch is a transition set once the hydrated page has committed, so React redraws what it
 * unlocks in slices of a few milliseconds. (`useSyncExternalStore` with a server snapshot, the
 * usual way, re-renders every reader at once, synchronously: on a phone one long task of the
 * carousel and every card, which is what Lighthouse's total blocking time counts.)
 */
import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

/** True outside a boundary: a tree rendered afresh in the browser is never hydrating. */
const Hydrated = createContext(true);

export function HydrationBoundary({
  hydrating,
  children,
}: {
  /** The tree is rendered to be hydrated (the prerender, and the browser's hydration of it). */
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  // The root's effect runs after every effect below it: the whole page has hydrated by then.
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

export function useHydrated(): boolean {
  return use(Hydrated);
}
