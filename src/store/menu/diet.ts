/**
 * The diet filters of /Menu and /SearchFood (docs/product.md#dietary-labels): each chip asks a
 * dish to have a label, or to lack one, and several chosen at once must all hold. They live in
 * the address as `diet=veg,no-nuts`, so a filtered view can be shared and reloaded. Pure data and
 * functions, carried only by the pages that filter (never by the code `/` loads).
 */
import type { FoodItem } from '../../../contract/api';
import type { DietLabel } from '../../../contract/diet';

interface DietFilterRule {
  /** Its value in the address. */
  key: string;
  /** The chip's words. */
  name: string;
  /** The label a dish must have (`has`), or must not have (`lacks`). */
  has?: DietLabel;
  lacks?: DietLabel;
}

/** The chips, in the order they show. */
export const DIET_FILTERS = [
  { key: 'veg', name: 'Veg', has: 'vegetarian' },
  { key: 'vegan', name: 'Vegan', has: 'vegan' },
  { key: 'no-nuts', name: 'No nuts', lacks: 'nuts' },
  { key: 'gluten-free', name: 'Gluten-free', has: 'gluten-free' },
  { key: 'not-spicy', name: 'Not spicy', lacks: 'spicy' },
] as const satisfies readonly DietFilterRule[];

export type DietFilter = (typeof DIET_FILTERS)[number]['key'];

/** The address's parameter. */
export const DIET_PARAM = 'diet';

/** The filters an address asks for, in the chips' order; unknown or repeated values are ignored. */
export function parseDiet(value: string | null): DietFilter[] {
  const asked = new Set((value ?? '').split(',').map((part) => part.trim().toLowerCase()));
  return DIET_FILTERS.filter(({ key }) => asked.has(key)).map(({ key }) => key);
}

/** The address's value for these filters ('' for none), in the chips' order. */
export function dietParam(filters: readonly DietFilter[]): string {
  return DIET_FILTERS.filter(({ key }) => filters.includes(key))
    .map(({ key }) => key)
    .join(',');
}

/** The filters with one chip pressed or released. */
export function toggleDiet(filters: readonly DietFilter[], key: DietFilter): DietFilter[] {
  return filters.includes(key) ? filters.filter((one) => one !== key) : [...filters, key];
}

/** The dishes for which every chosen filter holds (all of them when none is chosen). */
export function filterByDiet<Dish extends Pick<FoodItem, 'labels'>>(
  food: readonly Dish[],
  filters: readonly DietFilter[],
): readonly Dish[] {
  const rules: DietFilterRule[] = DIET_FILTERS.filter(({ key }) => filters.includes(key));
  if (rules.length === 0) return food;
  return food.filter((dish) =>
    rules.every((rule) =>
      rule.has ? dish.labels.includes(rule.has) : !dish.labels.includes(rule.lacks!),
    ),
  );
}
