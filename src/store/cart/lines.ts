/**
 * The cart's lines and totals, as /Cart and /PlaceOrder show them (docs/product.md#cart). Apart
 * from selectors.ts so that only those pages carry them. A dish the kitchen marked unavailable
 * keeps its line (the shopper sees why and can remove it) but is left out of the totals and of
 * the order; a dish no longer on the menu has no line at all.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { FoodItem } from '../../../contract/api';
import { deliveryFeeFor, displayPrice, orderTotal, subtotalOf } from '../../../contract/money';
import { selectFoodList } from '../menu/selectors';
import { selectCartItems } from './selectors';

export interface CartLine {
  food: FoodItem;
  quantity: number;
  /** Displayed rupees: price x 10 x quantity. */
  lineTotal: number;
}

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

/** The lines an order takes now: those whose dish is available. */
export const selectOrderLines = createSelector([selectCartLines], (lines) =>
  lines.filter((line) => line.food.available),
);

const priced = (lines: readonly CartLine[]) =>
  lines.map((line) => ({ price: line.food.price, quantity: line.quantity }));

/** Whole rupees of the lines an order takes (price x 10 x quantity, summed). */
export const selectCartSubtotal = createSelector([selectOrderLines], (lines) =>
  subtotalOf(priced(lines)),
);

export interface CartTotals {
  subtotal: number;
  deliveryFee: number;
  /** What the promo code takes off (never more than the subtotal); 0 without one. */
  discount: number;
  total: number;
}

/** The totals of the lines an order takes, less a promo code's discount (contract/money.ts). */
export function cartTotals(lines: readonly CartLine[], discount = 0): CartTotals {
  const subtotal = subtotalOf(priced(lines));
  return {
    subtotal,
    deliveryFee: deliveryFeeFor(subtotal),
    discount: Math.min(discount, subtotal),
    total: orderTotal(priced(lines), discount),
  };
}
