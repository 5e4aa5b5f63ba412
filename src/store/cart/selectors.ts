/**
 * What every page knows about the cart: where it lives, whether it is known, quantities and the
 * bag's count. Its lines and totals, which only /Cart and /PlaceOrder show, are in lines.ts.
 * The cart is keyed by line key (contract/options.ts): a dish's quantity is that of all its lines.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { CartData } from '../../../contract/api';
import { itemIdOfLine } from '../../../contract/options';
import type { RootState } from '../store';
import { selectIsLoggedIn } from '../session/sessionSlice';
import { selectVisitorKnown } from '../uiSlice';
import { cartApi } from './cartApi';

const selectAccountCart = cartApi.endpoints.getCart.select();
const NOTHING: CartData = {};
const NO_LINES: readonly string[] = [];

/** Whether the shopper's cart is known: a signed-in one is loaded from the server, and may fail. */
export type CartStatus = 'known' | 'loading' | 'failed';

export function selectCartStatus(state: RootState): CartStatus {
  // The prerendered page knows neither the session nor the browser's cart.
  if (!selectVisitorKnown(state)) return 'loading';
  if (!selectIsLoggedIn(state)) return 'known';
  const account = selectAccountCart(state);
  if (account.data) return 'known';
  return account.isError ? 'failed' : 'loading';
}

/**
 * The shopper's cart, from its one home: the browser's cart slice when logged out, the account's
 * `getCart` cache when signed in. Empty while it is not known: ask selectCartStatus first
 * wherever "empty" would be said.
 */
export const selectCartItems = (state: RootState): CartData =>
  (selectIsLoggedIn(state) ? selectAccountCart(state).data : state.cart.items) ?? NOTHING;

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
    const itemId = itemIdOfLine(key);
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

export const selectCartHasItems = (state: RootState): boolean =>
  Object.values(selectCartItems(state)).some((quantity) => quantity > 0);

/** How many dishes the bag holds, counting each as often as it is ordered; undefined if unknown. */
export const selectCartItemCount = (state: RootState): number | undefined =>
  selectCartStatus(state) === 'known'
    ? Object.values(selectCartItems(state)).reduce(
        (count, quantity) => count + Math.max(quantity, 0),
        0,
      )
    : undefined;
