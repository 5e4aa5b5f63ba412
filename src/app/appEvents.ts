/**
 * What the app tells the page about its start, as events on `document` (no React here: the tiny
 * entry, src/main.tsx, listens). The entry keeps the shopper's taps until React handles events,
 * and replays them once the page is live.
 */
export const APP_EVENTS = {
  /** React is about to take the page over: from now on it handles events itself. */
  rendering: 'storefront:rendering',
  /** The page's content is live (hydrated, or rendered afresh): AppReady. */
  ready: 'storefront:ready',
} as const;
