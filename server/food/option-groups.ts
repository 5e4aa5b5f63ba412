/**
 * A dish's option groups as the database keeps them (docs/product.md#dish-options): one JSON text
 * column, `food.option_groups` ('[]' for none), whose options carry `pricePaise` (whole paise, as
 * dish prices are kept) in place of the wire's `price` in whole rupees.
 */
import { rupeesToPaise } from '../../contract/money';
import type { DishOption, OptionGroup } from '../../contract/options';

/** An option as the column keeps it. */
export type StoredOption = Omit<DishOption, 'price'> & { pricePaise: number };
/** A group as the column keeps it. */
export type StoredGroup = Omit<OptionGroup, 'options'> & { options: StoredOption[] };

const PAISE_PER_RUPEE = rupeesToPaise(1);

/** The column's text as the wire's groups, option prices in whole rupees ([] for none). */
export function groupsOfColumn(text: string | null | undefined): OptionGroup[] {
  const stored = JSON.parse(text || '[]') as unknown;
  if (!Array.isArray(stored)) return [];
  return (stored as StoredGroup[]).map(({ options, ...group }) => ({
    ...group,
    options: options.map(({ pricePaise, ...option }) => ({
      ...option,
      price: Number(pricePaise) / PAISE_PER_RUPEE,
    })),
  }));
}

/**
 * Groups checked by groupsProblem as the column keeps them: names trimmed, prices in paise, a
 * default only where there is one, and nothing the wire does not define.
 */
export function columnOfGroups(groups: readonly OptionGroup[]): string {
  const stored: StoredGroup[] = groups.map((group) => ({
    id: group.id,
    name: group.name.trim(),
    kind: group.kind,
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name.trim(),
      pricePaise: rupeesToPaise(option.price),
      available: option.available,
      ...(option.isDefault ? { isDefault: true } : {}),
    })),
  }));
  return JSON.stringify(stored);
}
