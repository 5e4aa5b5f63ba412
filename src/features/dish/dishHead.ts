/**
 * A dish page's head (docs/product.md#a-page-per-dish): its title, its description, Open Graph
 * tags for sharing (absolute addresses), its canonical address and schema.org MenuItem data. A
 * removed dish's page and an unknown address are not-found pages, kept out of search engines.
 */
import {
  GONE_TITLE,
  dishTitle,
  menuItemJsonLd,
  shareDescription,
  type DishPageState,
} from '../../../contract/dish-page';
import { dishPath } from '../../../contract/routes';
import { dishImageUrl } from '../../lib/images';
import { scriptSafeJson } from '../../lib/jsonScript';

/** Text as HTML (attribute values included): the dish's words are staff's, not ours. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The shop's description, for pages without one of their own (src/ssr/template.html has it
 * too).
 */
export const SHOP_DESCRIPTION =
  'Order fresh salads, rolls, pasta, noodles, cakes and desserts from Tomato, delivered hot to your door.';

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/** The page's head tags: what fills its title slot (src/ssr/pageHtml.ts). */
export function dishHead(state: DishPageState, origin: string): string {
  const { dish } = state;
  if (!dish) {
    return (
      `<title>${escapeHtml(GONE_TITLE)}</title>` +
      meta('name', 'description', SHOP_DESCRIPTION) +
      meta('name', 'robots', 'noindex')
    );
  }
  const url = `${origin}${dishPath(dish.slug ?? state.slug)}`;
  // The pictures' address is the shop's own, or the API's when it is served apart.
  const image = new URL(dishImageUrl(dish.image), origin).href;
  const title = dishTitle(dish.name);
  const description = shareDescription(dish);
  return (
    `<title>${escapeHtml(title)}</title>` +
    meta('name', 'description', description) +
    `<link rel="canonical" href="${escapeHtml(url)}">` +
    meta('property', 'og:type', 'website') +
    meta('property', 'og:site_name', 'Tomato') +
    meta('property', 'og:title', title) +
    meta('property', 'og:description', description) +
    meta('property', 'og:url', url) +
    meta('property', 'og:image', image) +
    meta('property', 'og:image:width', '400') +
    meta('property', 'og:image:height', '400') +
    meta('property', 'og:image:alt', dish.name) +
    meta('name', 'twitter:card', 'summary') +
    `<script type="application/ld+json">${scriptSafeJson(menuItemJsonLd(dish, { url, image }))}</script>`
  );
}
