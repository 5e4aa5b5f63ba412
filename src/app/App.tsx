/**
 * The app's routes. Every page is its own chunk (React.lazy), so the first load of `/` carries
 * only the shell and the home page. The food list is fetched on load (except on the home page,
 * which shows no dish: with a large menu it would cost the phone hundreds of KB there), and the
 * account's cart when a saved token exists; the api slice keeps both for every page.
 *
 * A page can be loaded ahead (preloadPage, src/app/lazyPage.ts).
 */
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { DISH_ROUTE, PAGE_PATHS } from '../../contract/routes';
import { useFoodListQuery } from '../api/apiSlice';
import { useGetCartQuery } from '../store/cart/cartApi';
import { lazyPage as page, type LazyPage } from './lazyPage';
import { usePageLoaded } from '../hooks/usePageLoaded';
import { useNoDraftWhenSignedOut } from '../features/checkout/draftStorage';
import { selectToken } from '../store/session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { Layout } from './Layout';

// Chunk names make the build output and the browser's network panel readable; the prerender
// (src/ssr/prerender.tsx) also reads them to put each page's styles into its HTML.
export const PAGES: ReadonlyArray<{ path: string; chunk: string } & LazyPage> = [
  {
    path: PAGE_PATHS.home,
    chunk: 'home',
    ...page(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage'), 'HomePage'),
  },
  {
    path: PAGE_PATHS.menu,
    chunk: 'menu',
    ...page(() => import(/* webpackChunkName: "menu" */ '../features/menu/MenuPage'), 'MenuPage'),
  },
  {
    // A dish's own page, /Menu/<slug> (docs/product.md#a-page-per-dish): rendered by the server.
    path: DISH_ROUTE,
    chunk: 'dish',
    ...page(() => import(/* webpackChunkName: "dish" */ '../features/dish/DishPage'), 'DishPage'),
  },
  {
    path: PAGE_PATHS.about,
    chunk: 'about',
    ...page(
      () => import(/* webpackChunkName: "about" */ '../features/about/AboutPage'),
      'AboutPage',
    ),
  },
  {
    path: PAGE_PATHS.contact,
    chunk: 'contact',
    ...page(
      () => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'),
      'ContactPage',
    ),
  },
  {
    path: PAGE_PATHS.cart,
    chunk: 'cart',
    ...page(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage'), 'CartPage'),
  },
  {
    path: PAGE_PATHS.placeOrder,
    chunk: 'place-order',
    ...page(
      () => import(/* webpackChunkName: "place-order" */ '../features/checkout/PlaceOrderPage'),
      'PlaceOrderPage',
    ),
  },
  {
    path: PAGE_PATHS.search,
    chunk: 'search',
    ...page(
      () => import(/* webpackChunkName: "search" */ '../features/search/SearchPage'),
      'SearchPage',
    ),
  },
  {
    path: PAGE_PATHS.verify,
    chunk: 'verify',
    ...page(
      () => import(/* webpackChunkName: "verify" */ '../features/checkout/VerifyPage'),
      'VerifyPage',
    ),
  },
  {
    path: PAGE_PATHS.myOrders,
    chunk: 'my-orders',
    ...page(
      () => import(/* webpackChunkName: "my-orders" */ '../features/orders/MyOrdersPage'),
      'MyOrdersPage',
    ),
  },
  {
    path: PAGE_PATHS.account,
    chunk: 'account',
    ...page(
      () => import(/* webpackChunkName: "account" */ '../features/account/AccountPage'),
      'AccountPage',
    ),
  },
  {
    path: PAGE_PATHS.resetPassword,
    chunk: 'reset-password',
    ...page(
      () =>
        import(/* webpackChunkName: "reset-password" */ '../features/account/ResetPasswordPage'),
      'ResetPasswordPage',
    ),
  },
  {
    path: PAGE_PATHS.kitchen,
    chunk: 'kitchen',
    ...page(
      () => import(/* webpackChunkName: "kitchen" */ '../features/kitchen/KitchenPage'),
      'KitchenPage',
    ),
  },
];

export const NOT_FOUND_PAGE = {
  chunk: 'not-found',
  ...page(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'), 'NotFoundPage'),
};

/** The page a pathname shows (routes match case-insensitively, as the router does). */
export function pageFor(pathname: string) {
  return PAGES.find(({ path }) => matchPath(path, pathname)) ?? NOT_FOUND_PAGE;
}

/** Loads the code of the page at pathname, so rendering it does not suspend. */
export const preloadPage = (pathname: string) => pageFor(pathname).preload();

/**
 * The data every page shares, kept in a component of its own that draws nothing: when the page
 * finishes loading or the shopper signs in or out, only this re-renders, not every page's tree.
 */
function SharedData() {
  const token = useAppSelector(selectToken);
  const onHome = useLocation().pathname === PAGE_PATHS.home;
  // The menu is fetched on load; on the home page, which shows no dishes, once the page has loaded.
  const pageLoaded = usePageLoaded();
  useFoodListQuery(undefined, { skip: onHome && !pageLoaded });
  // Signed in, the account's cart is loaded for every page, and again when the tab comes back.
  useGetCartQuery(undefined, { skip: !token, refetchOnFocus: true });
  useNoDraftWhenSignedOut();
  return null;
}

export function App() {
  return (
    <>
      <SharedData />
      <Routes>
        <Route element={<Layout />}>
          {PAGES.map(({ path, Page }) =>
            path === PAGE_PATHS.home ? (
              <Route key={path} index element={<Page />} />
            ) : (
              <Route key={path} path={path} element={<Page />} />
            ),
          )}
          <Route path="*" element={<NOT_FOUND_PAGE.Page />} />
        </Route>
      </Routes>
    </>
  );
}
