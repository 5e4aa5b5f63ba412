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
} as const;

/** The page a pathname names, matched as loosely as the router does (any case, trailing /). */
export function pagePathFor(pathname: string): string | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return Object.values(PAGE_PATHS).find((page) => page.toLowerCase() === wanted);
}
