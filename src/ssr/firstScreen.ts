/**
 * /Menu's first screen in the HTML (README.md, step 3): what the server's page carries (the first
 * dishes, the menu's size and its categories, each in a JSON script element of its own), and
 * reading it back at the app's start into the store (store/menu/firstScreenSlice.ts).
 */
import type { FoodItem } from '../../contract/api';
import { jsonScript, readJsonScript } from '../lib/jsonScript';
import { categoryNamesOf } from '../store/menu/categories';
import type { MenuFirstScreen } from '../store/menu/firstScreenSlice';

/**
 * Enough dishes to fill a laptop's first screen (2 rows of 4, taller than a 1080 px screen shows
 * under the filters) or a phone's (3 or 4), and no more: every card in the HTML is markup to parse,
 * lay out and hydrate before the page works (docs/operations.md#figures-behind-choices-in-the-code).
 */
export const FIRST_SCREEN_DISHES = 8;

/** The id of the script element that carries it (JSON) in the HTML. */
export const FIRST_SCREEN_ELEMENT_ID = 'menu-first-screen';
/** The id of the script element that carries the menu's categories (JSON) in the HTML. */
const CATEGORIES_ELEMENT_ID = 'menu-categories';

/** The first screen of a menu: its first `count` dishes and its size. */
export function firstScreenOf(menu: readonly FoodItem[], count: number): MenuFirstScreen {
  return { dishes: menu.slice(0, count), total: menu.length };
}

/** What the server puts into /Menu's HTML: the first screen and the menu's categories. */
export function menuFirstScreen(menu: readonly FoodItem[]): MenuFirstScreen {
  return { ...firstScreenOf(menu, FIRST_SCREEN_DISHES), categories: categoryNamesOf(menu) };
}

/** The script elements that carry a first screen (and the menu's categories) in the HTML. */
export function firstScreenScripts({ dishes, total, categories }: MenuFirstScreen): string {
  return (
    jsonScript(FIRST_SCREEN_ELEMENT_ID, { dishes, total }) +
    (categories ? jsonScript(CATEGORIES_ELEMENT_ID, categories) : '')
  );
}

/** Reads what the HTML brought; null when it brought nothing usable. */
export function readFirstScreen(doc: Document): MenuFirstScreen | null {
  const value = readJsonScript(doc, FIRST_SCREEN_ELEMENT_ID) as Partial<MenuFirstScreen> | null;
  if (!value || !Array.isArray(value.dishes) || typeof value.total !== 'number') return null;
  const categories = readJsonScript(doc, CATEGORIES_ELEMENT_ID);
  const named = Array.isArray(categories) && categories.every((name) => typeof name === 'string');
  return { dishes: value.dishes, total: value.total, ...(named ? { categories } : {}) };
}
