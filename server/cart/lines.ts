/**
 * Cart lines of dishes with options (docs/product.md#dish-options): a line key read, checked
 * against the dish's option groups as the menu has them now, and priced. The cart, checkout and
 * 'Order again' all go through here, so a line the cart accepts is one checkout can price.
 */
import type { Kysely } from 'kysely';
import { basePriceOfPaise } from '../../contract/money';
import {
  defaultOptionIds,
  lineKeyOf,
  noteProblem,
  OPTION_MESSAGES,
  parseLineKey,
  resolveChoice,
  type ChosenOption,
  type OptionGroup,
} from '../../contract/options';
import type { Database } from '../db/schema';
import { FoodRepository } from '../food/repository';

/** A dish on the menu with what a line of it needs: its base price and its option groups. */
export interface LineDish {
  id: string;
  name: string;
  /** The wire's base number (contract/money.ts). */
  price: number;
  available: boolean;
  groups: OptionGroup[];
}

/**
 * The given dishes still on the menu (removed ones are missing), with their option groups, in one
 * query (FoodRepository.dishesWithOptions).
 */
export async function lineDishes(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, LineDish>> {
  const dishes = await new FoodRepository(db).dishesWithOptions(ids);
  return new Map(
    [...dishes.values()]
      .filter((dish) => !dish.deleted)
      .map((dish) => [
        dish.id,
        {
          id: dish.id,
          name: dish.name,
          price: basePriceOfPaise(dish.pricePaise),
          available: dish.available,
          groups: dish.optionGroups,
        },
      ]),
  );
}

/** A line checked against its dish: its canonical key, the choices with their prices, the note. */
export interface ResolvedLine {
  ok: true;
  key: string;
  chosen: ChosenOption[];
  note: string;
  /** Whole rupees the chosen options add to one of the dish. */
  extra: number;
}

/**
 * Why a line cannot be had. `malformed`: the key is not one the shop writes, or its note is not
 * a note (bad input whatever the menu says); otherwise the choice does not fit the dish now.
 */
export interface RefusedLine {
  ok: false;
  message: string;
  malformed: boolean;
}

/** Reads a line key as the line of `itemId`; null when it is not one, or names another dish. */
export function parseLineOf(itemId: string, key: string) {
  const parsed = parseLineKey(key);
  return parsed && parsed.itemId === itemId ? parsed : null;
}

/**
 * Checks a line of the dish against its groups now. `key` left out: the plain line, or for a dish
 * with options each group's default (a required group without a default is refused, named).
 */
export function resolveLine(dish: LineDish, key?: string): ResolvedLine | RefusedLine {
  let optionIds: readonly string[] | undefined;
  let note = '';
  if (key !== undefined) {
    const parsed = parseLineOf(dish.id, key);
    if (!parsed) return { ok: false, message: OPTION_MESSAGES.badLine, malformed: true };
    const problem = noteProblem(parsed.note);
    if (problem) return { ok: false, message: problem, malformed: true };
    ({ optionIds, note } = parsed);
  }
  const choice = resolveChoice(dish.name, dish.groups, optionIds);
  if (!choice.ok) return { ok: false, message: choice.message, malformed: false };
  return {
    ok: true,
    key: lineKeyOf({ itemId: dish.id, optionIds: choice.optionIds, note }),
    chosen: choice.chosen,
    note,
    extra: choice.extra,
  };
}

/** The key of a dish's default line (what `cart/remove {itemId}` takes from). */
export function defaultLineKey(dish: LineDish | undefined, itemId: string): string {
  if (!dish) return itemId;
  return lineKeyOf({ itemId, optionIds: defaultOptionIds(dish.groups), note: '' });
}

/** 'Large · Extra cheese — "cut in 8"': a line's choices and note, '' for a plain line. */
export function choicesInWords(
  chosen: readonly Pick<ChosenOption, 'name'>[] | undefined,
  note: string | undefined,
): string {
  const names = (chosen ?? []).map((option) => option.name).join(' · ');
  const quoted = note ? `"${note}"` : '';
  return [names, quoted].filter(Boolean).join(' — ');
}
