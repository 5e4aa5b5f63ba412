/** What the service worker (sw.ts) and the page (register.ts, update.tsx) agree on. */

/**
 * Paths the worker never answers, not even offline: the API, the test checkout, the payment
 * check, the staff board, with or without a query. Case-insensitive, as the router matches pages.
 * (Workbox tests it against the path and the query: `/verify?success=true` must match.)
 */
export const NEVER_CACHED = /^\/(api|pay|verify|kitchen)([/?]|$)/i;

/** The message a page posts to the waiting worker to make it take over. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The message a page posts to the worker with a menu it has just received (its reply's text). */
export const KEEP_MENU = 'KEEP_MENU';
