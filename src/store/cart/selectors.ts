/** Everything the pages show about the cart is derived here: lines, totals, the bag's count. */
import { createSelector } from '@reduxjs/toolkit';
import type { CartData, FoodItem } from '../../../contract/api';
import { deliveryFeeFor, displayPrice, subtotalOf } from '../../../contract/money';
import type { RootState } from '../store';
import { selectFoodList } from '../menu/selectors';
import { selectIsLoggedIn } from '../session/sessionSlice';
import { selectVisitorKnown } from '../uiSlice';
import { cartApi } from './cartApi';

export interface CartLine {
  food: FoodItem;
  quantity: number;
  /** Displayed rupees: price x 10 x quantity. */
  lineTotal: number;
}

const selectAccountCart = cartApi.endpoints.getCart.select();
const NOTHING: CartData = {};

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

/** A dish's quantity, or undefined while the cart is not known (nothing is guessed). */
export const selectQuantityOf = (state: RootState, foodId: string): number | undefined =>
  selectCartStatus(state) === 'known' ? (selectCartItems(state)[foodId] ?? 0) : undefined;

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

/** Lines in menu order; dishes no longer on the menu are left out (they cannot be ordered). */
export const selectCartLines = createSelector(
  [selectFoodList, selectCartItems],
  (food, items): CartLine[] =>
    food
      .filter((item) => (items[item._id] ?? 0) > 0)
      .map((item) => {
        const quantity = items[item._id] ?? 0;
        return { food: item, quantity, lineTotal: displayPrice(item.price) * quantity };
      }),
);

export const selectCartSubtotal = createSelector([selectCartLines], (lines) =>
  subtotalOf(lines.map((line) => ({ price: line.food.price, quantity: line.quantity }))),
);

export const selectDeliveryFee = createSelector([selectCartSubtotal], deliveryFeeFor);

export const selectCartTotal = createSelector(
  [selectCartSubtotal, selectDeliveryFee],
  (subtotal, fee) => subtotal + fee,
);
