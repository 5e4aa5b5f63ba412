/**
 * The shop's checks of a dish and of a new promo code (docs/product.md#the-menu-the-restaurant-runs),
 * made by both sides from one text: the console's forms before sending, so staff hear at once
 * what the server would answer (src/features/kitchen/consoleRules.ts), and the server before it
 * writes anything (server/menu-admin/service.ts, server/shop/promos.ts), which answers the first
 * problem. Each check takes the values as the server would store them and returns the problems
 * field by field, in the form's order, in the shop's words.
 */
import type { DietLabel } from './diet';
import { eggConflictMessage, MENU_MESSAGES, PROMO_MESSAGES } from './shop-messages';
import {
  CATEGORY_MAX,
  DISH_DESCRIPTION_MAX,
  DISH_NAME_MAX,
  DISH_PRICE_MAX,
  DISH_PRICE_MIN,
  PROMO_CODE_PATTERN,
  PROMO_RUPEES_MAX,
  PROMO_USES_MAX,
  type PromoKind,
} from './shop-rules';

/** The problems of a form, field by field in the form's order. */
export type Problems<Field extends string> = Array<[Field, string]>;

/** The first of `checks` that fails, as the field's problem. */
function firstProblem<Field extends string>(
  field: Field,
  checks: Array<[failed: boolean, message: string]>,
): Problems<Field> {
  const failed = checks.find(([fails]) => fails);
  return failed ? [[field, failed[1]]] : [];
}

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const characters = (text: string) => [...text].length;

const wholeNumberIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

export interface DishFacts {
  /** Trimmed, as every text below. */
  name: string;
  description: string;
  /** Whole rupees; NaN when what was typed is not a number. */
  price: number;
  category: string;
  /** The uploaded picture's file name; that it exists is the server's to check. */
  image: string;
  labels: readonly DietLabel[];
}

export type DishField = keyof DishFacts;

export function dishProblems(dish: DishFacts): Problems<DishField> {
  const eggConflict = eggConflictMessage(dish.labels);
  return [
    ...firstProblem('name', [
      [!dish.name, MENU_MESSAGES.nameRequired],
      [characters(dish.name) > DISH_NAME_MAX, MENU_MESSAGES.nameTooLong],
    ]),
    ...firstProblem('description', [
      [!dish.description, MENU_MESSAGES.descriptionRequired],
      [characters(dish.description) > DISH_DESCRIPTION_MAX, MENU_MESSAGES.descriptionTooLong],
    ]),
    ...firstProblem('price', [
      [!wholeNumberIn(dish.price, DISH_PRICE_MIN, DISH_PRICE_MAX), MENU_MESSAGES.priceInvalid],
    ]),
    ...firstProblem('category', [
      [!dish.category, MENU_MESSAGES.categoryRequired],
      [characters(dish.category) > CATEGORY_MAX, MENU_MESSAGES.categoryTooLong],
    ]),
    ...firstProblem('labels', [[eggConflict !== undefined, eggConflict ?? '']]),
    ...firstProblem('image', [[!dish.image, MENU_MESSAGES.pictureRequired]]),
  ];
}

export interface PromoFacts {
  /** As normalisePromoCode leaves it. */
  code: string;
  kind: PromoKind;
  /** A percentage, or whole rupees off; NaN when what was typed is not a number. */
  value: number;
  /** Whole rupees; 0 for none. */
  minSubtotal: number;
  /** 'YYYY-MM-DD' (real dates: the server reads them first), or null for none. */
  startsOn: string | null;
  endsOn: string | null;
  /** null: no limit. */
  maxUses: number | null;
}

export type PromoField = 'code' | 'value' | 'minSubtotal' | 'endsOn' | 'maxUses';

export function promoProblems(promo: PromoFacts): Problems<PromoField> {
  const { kind, value, startsOn, endsOn, maxUses } = promo;
  return [
    ...firstProblem('code', [
      [!promo.code, PROMO_MESSAGES.enterCode],
      [!PROMO_CODE_PATTERN.test(promo.code), PROMO_MESSAGES.badCode],
    ]),
    ...firstProblem('value', [
      [kind === 'percent' && !wholeNumberIn(value, 1, 100), PROMO_MESSAGES.badPercent],
      [kind === 'fixed' && !wholeNumberIn(value, 1, PROMO_RUPEES_MAX), PROMO_MESSAGES.badAmount],
    ]),
    ...firstProblem('minSubtotal', [
      [!wholeNumberIn(promo.minSubtotal, 0, PROMO_RUPEES_MAX), PROMO_MESSAGES.badMinSubtotal],
    ]),
    // 'YYYY-MM-DD' strings order as the dates do; a code may start and end on the same day.
    ...firstProblem('endsOn', [
      [!!startsOn && !!endsOn && endsOn < startsOn, PROMO_MESSAGES.badDates],
    ]),
    ...firstProblem('maxUses', [
      [maxUses !== null && !wholeNumberIn(maxUses, 1, PROMO_USES_MAX), PROMO_MESSAGES.badUses],
    ]),
  ];
}
