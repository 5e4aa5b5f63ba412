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
import { pageTitle, titlesItself } from './pageTitles';

export function PageArrival({ onArrive }: { onArrive: (title: string) => void }) {
  const { pathname } = useLocation();
  const title = pageTitle(pathname);
  // A page that titles itself (a dish's) has done so in its own effect, which runs before this.
  const own = titlesItself(pathname);
  // The page shown last; compared, not flagged, so StrictMode's second effect run is no arrival.
  const shown = useRef(pathname);

  useEffect(() => {
    if (!own) document.title = title;
  }, [title, own]);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    focusPageHeading();
    onArrive(own ? document.title : title);
  }, [pathname, title, own, onArrive]);

  return null;
}
