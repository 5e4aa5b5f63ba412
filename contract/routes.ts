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

export function isPagePath(pathname: string): boolean {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return Object.values(PAGE_PATHS).some((page) => page.toLowerCase() === wanted);
}
