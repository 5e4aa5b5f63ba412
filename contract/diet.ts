/**
 * Dietary labels (docs/product.md#dietary-labels): the fixed set a dish may carry, in the order
 * cards and the staff's form show them, with the names shoppers and staff read. Plain data: the
 * wire's schema (schemas/menu.ts), the server's checks, the cards and the filters all read it.
 */
export const DIET_LABELS = ['vegetarian', 'vegan', 'egg', 'gluten-free', 'nuts', 'spicy'] as const;

export type DietLabel = (typeof DIET_LABELS)[number];

export const DIET_LABEL_NAMES: Readonly<Record<DietLabel, string>> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  egg: 'Contains egg',
  'gluten-free': 'Gluten-free',
  nuts: 'Contains nuts',
  spicy: 'Spicy',
};

export const isDietLabel = (value: string): value is DietLabel =>
  (DIET_LABELS as readonly string[]).includes(value);
