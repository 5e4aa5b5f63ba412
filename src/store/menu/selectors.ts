/** The menu as the pages need it: the list, the categories, and filtered views (all derived). */
import { createSelector } from '@reduxjs/toolkit';
import type { FoodItem } from '../../../contract/api';
import { api } from '../../api/apiSlice';
import { displayPrice } from '../../../contract/money';
import type { RootState } from '../store';
import { categoryNamesOf, categoryOf, type Category } from './categories';
import { selectMenuFirstScreen } from './firstScreenSlice';

export type { Category };

const EMPTY: FoodItem[] = [];
const selectFoodListResult = api.endpoints.foodList.select();

/** Every dish food/list names, available or not (the cart names the unavailable ones). */
export const selectFoodList = (state: RootState): FoodItem[] =>
  selectFoodListResult(state).data ?? EMPTY;

/** What the menu, search and the carousel offer: the dishes available now. */
const onMenu = (food: readonly FoodItem[]) => food.filter((dish) => dish.available);
const selectOnMenu = createSelector([selectFoodList], onMenu);

/**
 * The menu's categories with their pictures, in the menu's order; null until the menu is known.
 * Before the whole menu arrives, /Menu's HTML may have brought them with its first screen.
 */
export const selectCategories = createSelector(
  [(state: RootState) => selectFoodListResult(state).data, selectMenuFirstScreen],
  (food, firstScreen): Category[] | null => {
    const names = food ? categoryNamesOf(onMenu(food)) : firstScreen?.categories;
    return names ? names.map(categoryOf) : null;
  },
);

export interface FoodFilter {
  /** Case-insensitive part of the dish's name. */
  name?: string;
  /** Bounds in displayed rupees (stored price x 10), as the shopper types them. */
  min?: string | number;
  max?: string | number;
  category?: string | null;
}

function toNumber(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * Name and price filters combine. The price range applies only when both bounds are numbers and
 * max > min, inclusive at both ends, against the price as displayed (docs/product.md#search-and-filters).
 */
export function filterFood(food: readonly FoodItem[], filter: FoodFilter): readonly FoodItem[] {
  const name = filter.name?.trim().toLowerCase() ?? '';
  const min = toNumber(filter.min);
  const max = toNumber(filter.max);
  const priced = min !== undefined && max !== undefined && max > min;
  const category = filter.category?.toLowerCase();
  // Nothing to filter by (a search keystroke with no price range): the same list, not a copy.
  if (!category && !name && !priced) return food;
  return food.filter((item) => {
    if (category && item.category.toLowerCase() !== category) return false;
    if (name && !item.name.toLowerCase().includes(name)) return false;
    if (priced) {
      const shown = displayPrice(item.price);
      if (shown < min || shown > max) return false;
    }
    return true;
  });
}

export const selectFilteredFood = createSelector(
  [selectOnMenu, (_state: RootState, filter: FoodFilter) => filter],
  (food, filter) => filterFood(food, filter),
);
