/**
 * While the shopper reads an answer, /SearchFood prepares the answers of the keys likely to come
 * next (features/search/dishSearch.ts: `nextQueries`, `prepare`), one per idle moment of the
 * browser, so none of them holds up a key. A new key, a new menu or leaving the page stops what
 * is left.
 */
import { useEffect } from 'react';
import type { DishSearch } from './dishSearch';

export function usePreparedKeys(search: DishSearch, query: string): void {
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const next = search.nextQueries(query);
    // jsdom has no requestIdleCallback: the next turn there.
    const idle = window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const prepareNext = () => {
      const query = next.shift();
      if (query === undefined) return;
      search.prepare(query);
      pending = idle(prepareNext);
    };
    let pending = idle(prepareNext);
    return () => cancel(pending);
  }, [search, query]);
}
