/**
 * The chrome every page shares: skip link, header, the closed shop's notice (ShopClosedBar, at the
 * top of the main content so the skip link leads to it), the page (lazy, behind a fallback that
 * keeps the footer from jumping up), footer (neither header nor footer on /kitchen, which has its
 * own), the login/sign-up dialogs, and the one live region
 * that says which page a move has led to (PageArrival).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { PAGE_PATHS } from '../../contract/routes';
import { AppReady } from './AppReady';
import { PageArrival } from './PageArrival';
import { AuthDialogs } from '../features/session/AuthDialogs';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { useAppSelector } from '../store/hooks';
import { selectUserId } from '../store/session/sessionSlice';
import { useShopInfoQuery } from '../store/shop/shopApi';
import './layout/layout.css';

/** A new page starts at its top, unless the address points at a section of it. */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/**
 * A signed-in shopper's tabs follow the server's cart (loaded once one is signed in; hydration
 * renders the prerendered page's state, with no one signed in).
 */
const CartStreamLeader = lazy(
  () => import(/* webpackChunkName: "cart-stream" */ '../store/cart/CartStreamLeader'),
);

/** The shop is asked again this often while a page stays open: it opens and closes. */
const RECHECK_MS = 5 * 60_000;

const ShopClosedBar = lazy(() =>
  import(/* webpackChunkName: "closed-bar" */ '../components/ShopClosedBar').then((module) => ({
    default: module.ShopClosedBar,
  })),
);

/** The closed shop's notice, loaded only once the shop's answer says it is closed. */
function ClosedShopNotice() {
  const { data } = useShopInfoQuery(undefined, {
    pollingInterval: RECHECK_MS,
    skipPollingIfUnfocused: true,
  });
  if (!data || data.open || !data.closedMessage) return null;
  return (
    <Suspense fallback={null}>
      <ShopClosedBar closedMessage={data.closedMessage} orderAhead={data.orderAhead === true} />
    </Suspense>
  );
}

function PageFallback() {
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

export function Layout() {
  useScrollToTopOnNavigate();
  const [arrivedAt, setArrivedAt] = useState('');
  // The kitchen's board fills the screen with a header of its own: no shop header or footer.
  const ownChrome = matchPath(PAGE_PATHS.kitchen, useLocation().pathname) !== null;
  const userId = useAppSelector(selectUserId);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {!ownChrome && <Header />}
      <main id="main" tabIndex={-1} className="app-main">
        {!ownChrome && <ClosedShopNotice />}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <PageArrival onArrive={setArrivedAt} />
          <AppReady />
        </Suspense>
      </main>
      {!ownChrome && <Footer />}
      {/* Not role="status": a page's own status (the menu's count) stays the page's one. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {arrivedAt}
      </p>
      <AuthDialogs />
      {/* Not on the board: staff there follow the kitchen's stream, not a cart. */}
      {!ownChrome && userId && (
        <Suspense fallback={null}>
          <CartStreamLeader userId={userId} />
        </Suspense>
      )}
    </>
  );
}
