/**
 * A dish's own page, /Menu/<slug> (docs/product.md#a-page-per-dish): what the server knows of the
 * address, its sentences, and its data for sharing (the document's head).
 */
import type { FoodItem } from './api';
import { DIET_LABEL_NAMES, type DietLabel } from './diet';
import { CURRENCY, displayPrice } from './money';
import { fromPrice } from './options';

/** What the server found at a dish's address, as the page is rendered from it. */
export interface DishPageState {
  /** The slug the page was asked for. */
  slug: string;
  /** The dish on the menu (available or not). */
  dish?: FoodItem;
  /** The name of a dish removed from the menu (its page is a 404). */
  removed?: string;
}

export const DISH_PAGE_MESSAGES = {
  /** No dish has ever had the address. */
  unknown: 'There is no dish at this address.',
  /** The page's link back. */
  backToMenu: 'Browse the menu',
} as const;

/** A dish's page's title: its name and the shop's (as every page's, src/app/pageTitles.ts). */
export const dishTitle = (name: string) => `${name} · Tomato`;
/** A removed dish's or an unknown address's title: the shop's not-found page's. */
export const GONE_TITLE = 'Page not found · Tomato';

/** What a removed dish's page says. */
export const removedMessage = (name: string) => `${name} is no longer on the menu.`;

/** What an unavailable dish's page says (the cart's refusal, contract/shop-messages.ts). */
export { unavailableMessage } from './shop-messages';

/**
 * schema.org's diets a label stands for: only labels that mean one (egg, nuts and spicy name no
 * schema.org diet).
 */
const SCHEMA_DIETS: Partial<Record<DietLabel, string>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
};

/** The lowest price a shopper pays for one, in rupees (the cheapest choice of required groups). */
function lowestRupees(dish: FoodItem): number {
  return displayPrice(dish.price) + fromPrice(dish.optionGroups ?? []).extra;
}

/** The dish's page's description for sharing: its own, or its name and category. */
export function shareDescription(dish: FoodItem): string {
  const labels = dish.labels.map((label) => DIET_LABEL_NAMES[label]).join(', ');
  const text = dish.description || `${dish.name}, from our ${dish.category}.`;
  return labels ? `${text} (${labels})` : text;
}

/** Absolute addresses of the dish's page and picture, for sharing and structured data. */
export interface DishLinks {
  url: string;
  image: string;
}

/**
 * schema.org MenuItem for the dish (search engines' structured data): name, description, the
 * price in INR as an Offer (in stock or not), the picture, the diets its labels mean, and the
 * average rating only when shoppers have rated it.
 */
export function menuItemJsonLd(dish: FoodItem, links: DishLinks): Record<string, unknown> {
  const diets = dish.labels.flatMap((label) => SCHEMA_DIETS[label] ?? []);
  const rating = dish.rating;
  return {
    '@context': 'https://schema.org',
    '@type': 'MenuItem',
    name: dish.name,
    description: dish.description,
    url: links.url,
    image: links.image,
    offers: {
      '@type': 'Offer',
      price: lowestRupees(dish).toFixed(2),
      priceCurrency: CURRENCY,
      availability: dish.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: links.url,
    },
    ...(diets.length > 0 ? { suitableForDiet: diets.length === 1 ? diets[0] : diets } : {}),
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            ratingCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
