/**
 * Each page's document title: its name and the shop's ('Menu · Tomato'); the home page is the shop
 * itself. The names follow the header's links and the pages' own headings. The prerender writes
 * the title into each page's HTML (first paint, crawlers); the app keeps it as the shopper moves.
 */
import { PAGE_PATHS, dishSlugIn, pagePathFor, type PagePath } from '../../contract/routes';

const SHOP = 'Tomato';
const titled = (name: string) => `${name} · ${SHOP}`;

const TITLES: Readonly<Record<string, string>> = {
  [PAGE_PATHS.home]: SHOP,
  [PAGE_PATHS.menu]: titled('Menu'),
  [PAGE_PATHS.about]: titled('About Us'),
  [PAGE_PATHS.contact]: titled('Contact Us'),
  [PAGE_PATHS.cart]: titled('Your Cart'),
  [PAGE_PATHS.placeOrder]: titled('Place Order'),
  [PAGE_PATHS.search]: titled('Search Food'),
  [PAGE_PATHS.verify]: titled('Payment'),
  [PAGE_PATHS.myOrders]: titled('My Orders'),
  [PAGE_PATHS.account]: titled('Account'),
  [PAGE_PATHS.kitchen]: titled('Kitchen'),
  [PAGE_PATHS.resetPassword]: titled('Reset password'),
} satisfies Record<PagePath, string>;

const NOT_FOUND = titled('Page not found');

/** A dish's page titles itself once it knows the dish (src/features/dish/DishPage.tsx). */
export const titlesItself = (pathname: string) => dishSlugIn(pathname) !== undefined;

/** The title of the page at `pathname` (matched as the router does); any other address is 404. */
export function pageTitle(pathname: string): string {
  if (titlesItself(pathname)) return TITLES[PAGE_PATHS.menu]!;
  const path = pagePathFor(pathname);
  return (path && TITLES[path]) ?? NOT_FOUND;
}
