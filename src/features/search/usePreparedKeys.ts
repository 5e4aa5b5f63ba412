/**
 * While the shopper reads an answer, /SearchFood prepares the answers of the keys likely to come
 * next (features/search/dishSearch.ts: `nextQueries`, `prepare`), one per task, so none of them
 * holds up a key for longer than one answer's scoring. Each waits for an idle moment of the
 * browser, but no longer than `PREPARE_WITHIN_MS`: a page that keeps the browser busy (pictures
 * arriving, the address following the search) can go without an idle moment for longer than a
 * shopper takes to type the next key. A new key, a new menu or leaving the page stops what is
 * left.
 */
import { useEffect } from 'react';
import type { DishSearch } from './dishSearch';

/**
 * How long a prepared answer may wait for an idle moment before it is made anyway: well after
 * the current answer's paint, well before a quick typist's next key.
 */
const PREPARE_WITHIN_MS = 50;

export function usePreparedKeys(search: DishSearch, query: string): void {
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const next = search.nextQueries(query);
    // jsdom has no requestIdleCallback: the next turn there.
    const idle =
      window.requestIdleCallback ??
      ((work: () => void, _options: IdleRequestOptions) => window.setTimeout(work));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const prepareNext = () => {
      const query = next.shift();
      if (query === undefined) return;
      search.prepare(query);
      pending = idle(prepareNext, { timeout: PREPARE_WITHIN_MS });
    };
    let pending = idle(prepareNext, { timeout: PREPARE_WITHIN_MS });
    return () => cancel(pending);
  }, [search, query]);
}
