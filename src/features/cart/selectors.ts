/** Everything the pages show about the cart is derived here: lines, totals, the bag's count. */
import { createSelector } from '@reduxjs/toolkit';
import type { FoodItem } from '../../../contract/api';
import { deliveryFeeFor, displayPrice, subtotalOf } from '../../../contract/money';
import type { RootState } from '../../app/store';
import { selectFoodList } from '../menu/selectors';

export interface CartLine {
  food: FoodItem;
  quantity: number;
  /** Displayed rupees: price x 10 x quantity. */
  lineTotal: number;
}

const selectCartItems = (state: RootState) => state.cart.items;

export const selectQuantityOf = (state: RootState, foodId: string): number =>
  state.cart.items[foodId] ?? 0;

export const selectCartHasItems = (state: RootState): boolean =>
  Object.values(state.cart.items).some((quantity) => quantity > 0);

/** How many dishes the bag holds, counting each one as often as it is ordered. */
export const selectCartItemCount = (state: RootState): number =>
  Object.values(state.cart.items).reduce((count, quantity) => count + Math.max(quantity, 0), 0);

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
