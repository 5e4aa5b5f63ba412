/**
 * A dish's lines in the cart, as its card counts them: the cart is keyed by line key
 * (contract/options.ts), so a dish with options may have several lines, and its quantity is that
 * of all of them. Apart from selectors.ts so that only the pages with cards carry it.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store';
import { selectCartItems, selectCartStatus } from './selectors';

const NO_LINES: readonly string[] = [];

/**
 * The dish a line key is for: the key up to its first '|' (contract/options.ts lineKeyOf). Read
 * here without the contract's full check, which every page's first load would then carry; the
 * cart's lines (lines.ts) check each key in full.
 */
export function dishOfLine(key: string): string {
  const end = key.indexOf('|');
  return end < 0 ? key : key.slice(0, end);
}

interface DishInCart {
  quantity: number;
  /** The keys of its lines, in the cart's order. */
  lines: string[];
}

/** Each dish in the cart: the quantity of all its lines together, and their keys. */
const selectDishesInCart = createSelector([selectCartItems], (items) => {
  const dishes = new Map<string, DishInCart>();
  for (const [key, quantity] of Object.entries(items)) {
    if (quantity <= 0) continue;
    const itemId = dishOfLine(key);
    const dish = dishes.get(itemId) ?? { quantity: 0, lines: [] };
    dish.quantity += quantity;
    dish.lines.push(key);
    dishes.set(itemId, dish);
  }
  return dishes;
});

/**
 * A dish's quantity, all its lines together (a plain dish has one, keyed by its id), or
 * undefined while the cart is not known (nothing is guessed).
 */
export const selectQuantityOf = (state: RootState, foodId: string): number | undefined =>
  selectCartStatus(state) === 'known'
    ? (selectDishesInCart(state).get(foodId)?.quantity ?? 0)
    : undefined;

/** The keys of a dish's lines in the cart (none while the cart is not known). */
export const selectLinesOf = (state: RootState, foodId: string): readonly string[] =>
  (selectCartStatus(state) === 'known' && selectDishesInCart(state).get(foodId)?.lines) || NO_LINES;

/** One line's quantity, or undefined while the cart is not known. */
export const selectLineQuantity = (state: RootState, lineKey: string): number | undefined =>
  selectCartStatus(state) === 'known' ? (selectCartItems(state)[lineKey] ?? 0) : undefined;
