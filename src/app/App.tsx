/**
 * The app's routes. Every page is its own chunk (React.lazy), so the first load of `/` carries
 * only the shell and the home page. The food list is fetched on load, and the account's cart when
 * a saved token exists; the api slice keeps both for every page.
 */
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { PAGE_PATHS } from '../../contract/routes';
import { useFoodListQuery, useGetCartQuery } from '../api/apiSlice';
import { selectToken } from '../features/session/sessionSlice';
import { useAppSelector } from './hooks';
import { Layout } from './Layout';

/** React.lazy for a module's named page component (our modules use named exports). */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// Chunk names make the build output and the browser's network panel readable.
const PAGES = [
  [
    PAGE_PATHS.menu,
    page(() => import(/* webpackChunkName: "menu" */ '../features/menu/MenuPage'), 'MenuPage'),
  ],
  [
    PAGE_PATHS.about,
    page(() => import(/* webpackChunkName: "about" */ '../features/about/AboutPage'), 'AboutPage'),
  ],
  [
    PAGE_PATHS.contact,
    page(
      () => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'),
      'ContactPage',
    ),
  ],
  [
    PAGE_PATHS.cart,
    page(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage'), 'CartPage'),
  ],
  [
    PAGE_PATHS.placeOrder,
    page(
      () => import(/* webpackChunkName: "place-order" */ '../features/checkout/PlaceOrderPage'),
      'PlaceOrderPage',
    ),
  ],
  [
    PAGE_PATHS.search,
    page(
      () => import(/* webpackChunkName: "search" */ '../features/search/SearchPage'),
      'SearchPage',
    ),
  ],
  [
    PAGE_PATHS.verify,
    page(
      () => import(/* webpackChunkName: "verify" */ '../features/checkout/VerifyPage'),
      'VerifyPage',
    ),
  ],
  [
    PAGE_PATHS.myOrders,
    page(
      () => import(/* webpackChunkName: "my-orders" */ '../features/orders/MyOrdersPage'),
      'MyOrdersPage',
    ),
  ],
] as const;

const HomePage = page(
  () => import(/* webpackChunkName: "home" */ '../features/home/HomePage'),
  'HomePage',
);
const NotFoundPage = page(
  () => import(/* webpackChunkName: "not-found" */ './NotFoundPage'),
  'NotFoundPage',
);

export function App() {
  const token = useAppSelector(selectToken);
  useFoodListQuery();
  useGetCartQuery(undefined, { skip: !token });

  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
