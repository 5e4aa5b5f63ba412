import type { FoodItem } from './api';
import type { DishPageState } from './dish-page';

/** The SPA's pages. The server answers these paths with the app's page (history fallback). */
export const PAGE_PATHS = {
  home: '/',
  menu: '/Menu',
  about: '/About',
  contact: '/Contact',
  cart: '/Cart',
  placeOrder: '/PlaceOrder',
  search: '/SearchFood',
  verify: '/verify',
  myOrders: '/MyOrders',
  account: '/Account',
  /** Where an emailed password-reset link leads (`?token=`). */
  resetPassword: '/reset-password',
  /** The restaurant's order board (staff only). */
  kitchen: '/kitchen',
} as const;

export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

/**
 * A page's address with its query (empty values left out) and an optional fragment:
 * pageHref(PAGE_PATHS.menu, { category: 'Pure Veg' }) is '/Menu?category=Pure%20Veg'.
 */
export function pageHref(
  path: PagePath,
  query: Record<string, string | number | boolean | undefined> = {},
  hash?: string,
): string {
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/** A dish's own page (docs/product.md#a-page-per-dish): the route, and one dish's address. */
export const DISH_ROUTE = '/Menu/:slug';
export const dishPath = (slug: string) => `/Menu/${encodeURIComponent(slug)}`;

/** The slug a dish page's pathname names (any case, a trailing /), or undefined for another page. */
export function dishSlugIn(pathname: string): string | undefined {
  const match = /^\/menu\/([^/]+)\/?$/i.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!).toLowerCase();
  } catch {
    return undefined;
  }
}

/** The page a pathname names, matched as loosely as the router does (any case, trailing /). */
export function pagePathFor(pathname: string): string | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return Object.values(PAGE_PATHS).find((page) => page.toLowerCase() === wanted);
}

/**
 * The file the build writes for a page (src/ssr/build/prerender.mjs), as the server serves it:
 * '/index.html' for `/`, '/Menu.html' for /Menu. The server and the service worker both use it.
 */
export function pageFileOf(page: string): string {
  return page === '/' ? '/index.html' : `${page}.html`;
}

/** A page's first HTML as the build's module made it: the same object until the page changes. */
export interface FirstPage {
  readonly html: string;
}

/**
 * The menu the server read, as the first pages are made from it: compared by identity, so a
 * page is made again only once the menu has changed (the server's menu cache gives a new one).
 */
export interface MenuRead {
  readonly dishes: readonly FoodItem[];
}

/**
 * The first HTML of the pages the server makes as they are asked for, and how long each is kept
 * (src/ssr/servedPages.ts, in the build's module). Undefined: serve the page as built (no menu
 * to put in, or rendering failed, which `failed` was told).
 */
export interface ServedPages {
  /** /Menu with the first screen of the menu's dishes in it, so a phone paints them at once. */
  menu(menu: MenuRead): Promise<FirstPage | undefined>;
  /** A dish's page for what the server found at its address, with the head for sharing. */
  dish(menu: MenuRead, page: DishPageState): Promise<FirstPage | undefined>;
}

/**
 * What the server takes from the build's module (dist/prerender/prerender.mjs, built from
 * src/ssr/prerender.tsx): the pages it serves, made from the build's own files of /Menu and of
 * a dish's page (dist/prerender/dish.html); `origin` makes a shared page's links absolute.
 */
export interface FirstLoadModule {
  servedPages(options: {
    built: { menu?: string; dish?: string };
    origin: string;
    failed: (error: unknown) => void;
  }): ServedPages;
}
