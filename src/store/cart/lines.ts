/**
 * The cart's lines and totals, as /Cart and /PlaceOrder show them (docs/product.md#cart). Apart
 * from selectors.ts so that only those pages carry them. Each line key is read against the menu
 * (contract/options.ts): its dish, its chosen options priced as the menu has them now, and its
 * note. A dish the kitchen marked unavailable, or a choice the dish no longer offers (an option
 * gone or unavailable, a group's rule changed), keeps its line (the shopper sees why and can
 * remove it) but is left out of the totals and of the order; a dish no longer on the menu, or a
 * key no line could have, has no line at all.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { CartData, FoodItem } from '../../../contract/api';
import { unavailableMessage } from '../../../contract/shop-messages';
import { deliveryFeeFor, displayPrice, orderTotal, subtotalOf } from '../../../contract/money';
import {
  describeLine,
  parseLineKey,
  resolveChoice,
  noteProblem,
  type ChosenOption,
  type LineChoice,
} from '../../../contract/options';
import { selectFoodList } from '../menu/selectors';
import { selectCartItems } from './selectors';

export interface CartLine {
  /** Its key in the cart: the dish's id for a plain line. */
  key: string;
  food: FoodItem;
  /** The options chosen, in the dish's order, named and priced as the menu has them now. */
  chosen: ChosenOption[];
  note: string;
  /** 'Margherita · Large · Extra cheese — "cut in 8"'; a plain line: the dish's name. */
  label: string;
  quantity: number;
  /** False while the dish is unavailable or its choice is one the dish no longer offers. */
  orderable: boolean;
  /** Displayed rupees for one, options included. */
  unitPrice: number;
  /** Displayed rupees: unit price x quantity. */
  lineTotal: number;
}

/** A line read against its dish as the menu has it now. */
function lineOf(key: string, choice: LineChoice, food: FoodItem, quantity: number): CartLine {
  const groups = food.optionGroups ?? [];
  const resolved = resolveChoice(food.name, groups, choice.optionIds);
  const wanted = new Set(choice.optionIds);
  // A choice that no longer resolves still shows the options the dish has by those ids.
  const chosen = resolved.ok
    ? resolved.chosen
    : groups.flatMap((group) =>
        group.options
          .filter((option) => wanted.has(option.id))
          .map((option) => ({ group: group.name, name: option.name, price: option.price })),
      );
  const unitPrice = displayPrice(food.price) + chosen.reduce((sum, o) => sum + o.price, 0);
  return {
    key,
    food,
    chosen,
    note: choice.note,
    label: describeLine(food.name, chosen, choice.note),
    quantity,
    orderable: food.available && resolved.ok && noteProblem(choice.note) === null,
    unitPrice,
    lineTotal: unitPrice * quantity,
  };
}

/**
 * Why a line counts in no total, in the spec's words: 'Sorry, Cup Cake is not available right
 * now.' for an unavailable dish, 'Sorry, Cup Cake · Large is not available right now.' for a
 * choice the dish no longer offers.
 */
export function unavailableLineMessage(line: CartLine): string {
  return unavailableMessage(
    line.food.available ? describeLine(line.food.name, line.chosen) : line.food.name,
  );
}

/** The cart's lines of each dish, keys in order, so lines of one dish stay together. */
function linesByDish(items: CartData): Map<string, { key: string; choice: LineChoice }[]> {
  const byDish = new Map<string, { key: string; choice: LineChoice }[]>();
  for (const key of Object.keys(items).sort()) {
    const choice = parseLineKey(key);
    if (!choice || (items[key] ?? 0) <= 0) continue;
    const lines = byDish.get(choice.itemId) ?? [];
    lines.push({ key, choice });
    byDish.set(choice.itemId, lines);
  }
  return byDish;
}

/** Lines in menu order; dishes no longer on the menu are left out (they cannot be ordered). */
export const selectCartLines = createSelector(
  [selectFoodList, selectCartItems],
  (food, items): CartLine[] => {
    const byDish = linesByDish(items);
    if (byDish.size === 0) return [];
    return food.flatMap((item) =>
      (byDish.get(item._id) ?? []).map(({ key, choice }) =>
        lineOf(key, choice, item, items[key] ?? 0),
      ),
    );
  },
);

/** The lines an order takes now: those whose dish and choice are available. */
export const selectOrderLines = createSelector([selectCartLines], (lines) =>
  lines.filter((line) => line.orderable),
);

/** A line as contract/money.ts prices it: its base number (rupees / 10), options included. */
const priced = (lines: readonly CartLine[]) =>
  lines.map((line) => ({ price: line.unitPrice / 10, quantity: line.quantity }));

/** Whole rupees of the lines an order takes (unit price x quantity, summed). */
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
