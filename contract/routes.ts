import type { FoodItem } from './api';

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
} as const;

/** The page a pathname names, matched as loosely as the router does (any case, trailing /). */
export function pagePathFor(pathname: string): string | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return Object.values(PAGE_PATHS).find((page) => page.toLowerCase() === wanted);
}

/**
 * What the server asks of the build's page renderer (dist/prerender/prerender.cjs): /Menu's
 * built HTML with the first screen of the given menu rendered into it, so a phone paints dishes
 * before any script arrives. Unchanged HTML when the menu is empty.
 */
export interface PageRenderer {
  renderMenuPage(builtHtml: string, menu: readonly FoodItem[]): Promise<string>;
}
