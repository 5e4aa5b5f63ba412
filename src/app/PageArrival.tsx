/**
 * What a new page does on arrival. Rendered beside the page inside its Suspense boundary (as
 * AppReady is), so its effects run once the page itself is on screen, not while its code loads.
 * The document's title follows the page on every render; on a move to another page (not the first
 * load, where the shopper starts at the top) the focus goes to the new page's main heading and the
 * layout's live region says which page it is.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from '../components/focus';
import { pageTitle } from './pageTitles';

export function PageArrival({ onArrive }: { onArrive: (title: string) => void }) {
  const { pathname } = useLocation();
  const title = pageTitle(pathname);
  // The page shown last; compared, not flagged, so StrictMode's second effect run is no arrival.
  const shown = useRef(pathname);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    focusPageHeading();
    onArrive(title);
  }, [pathname, title, onArrive]);

  return null;
}
