/**
 * Dish options for the cart and order tests: groups written straight into `food.option_groups`
 * as the database keeps them (server/food/option-groups.ts), so these tests do not depend on the
 * sample menu's options or on the staff console.
 */
import { lineKeyOf, type OptionGroup } from '../../contract/options';
import { columnOfGroups } from '../food/option-groups';
import type { TestServer } from './helpers';

/** A pizza's groups: a required size with a default, and up to two extras (one unavailable). */
export const PIZZA_GROUPS: OptionGroup[] = [
  {
    id: 'size',
    name: 'Size',
    kind: 'one',
    min: 1,
    max: 1,
    options: [
      { id: 'regular', name: 'Regular', price: 0, available: true, isDefault: true },
      { id: 'medium', name: 'Medium', price: 80, available: true },
      { id: 'large', name: 'Large', price: 150, available: true },
    ],
  },
  {
    id: 'extras',
    name: 'Extras',
    kind: 'many',
    min: 0,
    max: 2,
    options: [
      { id: 'cheese', name: 'Extra cheese', price: 30, available: true },
      { id: 'olives', name: 'Olives', price: 20, available: true },
      { id: 'jalapeno', name: 'Jalapeño', price: 20, available: false },
    ],
  },
];

/** A required choice without a default: `cart/add {itemId}` cannot pick for the shopper. */
export const SPICE_GROUPS: OptionGroup[] = [
  {
    id: 'spice',
    name: 'Spice level',
    kind: 'one',
    min: 1,
    max: 1,
    options: [
      { id: 'mild', name: 'Mild', price: 0, available: true },
      { id: 'hot', name: 'Hot', price: 15, available: true },
    ],
  },
];

/** Gives the dish these groups, as the database keeps them. */
export async function setOptionGroups(
  server: TestServer,
  dishId: string,
  groups: readonly OptionGroup[],
): Promise<void> {
  await server.app.database.db
    .updateTable('food')
    .set({ option_groups: columnOfGroups(groups) })
    .where('id', '=', dishId)
    .execute();
}

/** The dish's price in paise as stored. */
export async function pricePaiseOf(server: TestServer, dishId: string): Promise<number> {
  const row = await server.app.database.db
    .selectFrom('food')
    .select('price_paise')
    .where('id', '=', dishId)
    .executeTakeFirstOrThrow();
  return Number(row.price_paise);
}

/** A line key of the dish with these options and note. */
export const lineOf = (itemId: string, optionIds: readonly string[] = [], note = '') =>
  lineKeyOf({ itemId, optionIds, note });
