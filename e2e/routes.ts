/** The storefront's pages, for the accessibility scans and the screenshots. */
export const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'menu', path: '/Menu' },
  { name: 'about', path: '/About' },
  { name: 'contact', path: '/Contact' },
  { name: 'cart', path: '/Cart' },
  { name: 'place-order', path: '/PlaceOrder' },
  { name: 'search', path: '/SearchFood' },
  { name: 'verify', path: '/verify' },
  { name: 'my-orders', path: '/MyOrders' },
  { name: 'account', path: '/Account' },
  { name: 'kitchen', path: '/kitchen' },
  { name: 'not-found', path: '/no-such-page' },
] as const;

export const WIDTHS = [375, 768, 1280] as const;
