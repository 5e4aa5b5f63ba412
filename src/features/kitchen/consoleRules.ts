/**
 * The console's forms checked before sending, with the server's own words
 * (contract/shop-messages.ts) and limits (contract/shop-rules.ts): staff hear at once what the
 * server would answer. The server checks everything again. Each check returns the problems by
 * field, in the form's order, so the first one takes the focus.
 */
import type { FoodItem, PromoAddRequest, ShopSettingsBody } from '../../../contract/api';
import { DIET_LABELS, type DietLabel } from '../../../contract/diet';
import { displayPrice } from '../../../contract/money';
import {
  MENU_MESSAGES,
  PROMO_MESSAGES,
  SETTINGS_MESSAGES,
  eggConflictMessage,
} from '../../../contract/shop-messages';
import {
  CATEGORY_MAX,
  CLOCK_TIME,
  DISH_DESCRIPTION_MAX,
  DISH_NAME_MAX,
  DISH_PRICE_MAX,
  DISH_PRICE_MIN,
  normalisePromoCode,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  PROMO_CODE_PATTERN,
  type PromoKind,
} from '../../../contract/shop-rules';

/** The problems a form has, field by field in the form's order. */
export type Problems<Field extends string> = Array<[Field, string]>;

/** A whole number typed in a text box ('125', not '12.5', '1e3' or ''); else undefined. */
function wholeNumber(typed: string): number | undefined {
  const text = typed.trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

// Dishes --------------------------------------------------------------------------------------

export interface DishDraft {
  name: string;
  description: string;
  /** Whole rupees as typed. */
  price: string;
  category: string;
  /** The uploaded picture's file name. */
  image: string;
  /** Dietary labels ticked. */
  labels: DietLabel[];
}

export type DishField = keyof DishDraft;
export const emptyDish = (): DishDraft => ({
  name: '',
  description: '',
  price: '',
  category: '',
  image: '',
  labels: [],
});

export const draftOf = (dish: FoodItem): DishDraft => ({
  name: dish.name,
  description: dish.description,
  price: String(displayPrice(dish.price)),
  category: dish.category,
  image: dish.image,
  labels: dish.labels,
});

/**
 * A label ticked or unticked. A vegan dish is vegetarian: ticking Vegan ticks Vegetarian, and
 * unticking Vegetarian unticks Vegan.
 */
export function toggleLabel(labels: readonly DietLabel[], label: DietLabel): DietLabel[] {
  if (labels.includes(label))
    return labels.filter((one) => one !== label && !(label === 'vegetarian' && one === 'vegan'));
  return label === 'vegan' && !labels.includes('vegetarian')
    ? [...labels, 'vegetarian', label]
    : [...labels, label];
}

/** The first of `checks` that fails, as the field's problem. */
function firstProblem<Field extends string>(
  field: Field,
  checks: Array<[failed: boolean, message: string]>,
): Problems<Field> {
  const failed = checks.find(([fails]) => fails);
  return failed ? [[field, failed[1]]] : [];
}

export function checkDish(draft: DishDraft): Problems<DishField> {
  const name = draft.name.trim();
  const description = draft.description.trim();
  const price = wholeNumber(draft.price);
  const category = draft.category.trim();
  const eggConflict = eggConflictMessage(draft.labels);
  return [
    ...firstProblem('name', [
      [!name, MENU_MESSAGES.nameRequired],
      [name.length > DISH_NAME_MAX, MENU_MESSAGES.nameTooLong],
    ]),
    ...firstProblem('description', [
      [!description, MENU_MESSAGES.descriptionRequired],
      [description.length > DISH_DESCRIPTION_MAX, MENU_MESSAGES.descriptionTooLong],
    ]),
    ...firstProblem('price', [
      [
        price === undefined || price < DISH_PRICE_MIN || price > DISH_PRICE_MAX,
        MENU_MESSAGES.priceInvalid,
      ],
    ]),
    ...firstProblem('category', [
      [!category, MENU_MESSAGES.categoryRequired],
      [category.length > CATEGORY_MAX, MENU_MESSAGES.categoryTooLong],
    ]),
    ...firstProblem('labels', [[eggConflict !== undefined, eggConflict ?? '']]),
    ...firstProblem('image', [[!draft.image, MENU_MESSAGES.pictureRequired]]),
  ];
}

/** What the server is sent: trimmed text and the price in whole rupees. */
export const dishBody = (draft: DishDraft) => ({
  name: draft.name.trim(),
  description: draft.description.trim(),
  price: Number(draft.price.trim()),
  category: draft.category.trim(),
  image: draft.image,
  labels: DIET_LABELS.filter((label) => draft.labels.includes(label)),
});

/** A picture the server would refuse by its type or size; the server checks its content. */
export function checkPicture(file: File): string | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return MENU_MESSAGES.pictureType;
  if (file.size > PICTURE_MAX_BYTES) return MENU_MESSAGES.pictureTooLarge;
  return undefined;
}

/** The field a server refusal is about (shown there; any other under the form). */
function fieldOfMessage<Field extends string>(byField: Record<Field, readonly string[]>) {
  return (message: string): Field | undefined =>
    (Object.keys(byField) as Field[]).find((field) => byField[field].includes(message));
}

export const dishFieldOf = fieldOfMessage<DishField>({
  name: [MENU_MESSAGES.nameRequired, MENU_MESSAGES.nameTooLong, MENU_MESSAGES.nameTaken],
  description: [MENU_MESSAGES.descriptionRequired, MENU_MESSAGES.descriptionTooLong],
  price: [MENU_MESSAGES.priceInvalid],
  category: [MENU_MESSAGES.categoryRequired, MENU_MESSAGES.categoryTooLong],
  labels: [MENU_MESSAGES.veganWithEgg, MENU_MESSAGES.vegetarianWithEgg],
  image: [MENU_MESSAGES.pictureRequired, MENU_MESSAGES.pictureUnknown],
});

// Promo codes ---------------------------------------------------------------------------------

export interface PromoDraft {
  code: string;
  kind: PromoKind;
  value: string;
  minSubtotal: string;
  startsOn: string;
  endsOn: string;
  maxUses: string;
  oncePerAccount: boolean;
}

export type PromoField = 'code' | 'value' | 'minSubtotal' | 'endsOn' | 'maxUses';
export const emptyPromo = (): PromoDraft => ({
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  startsOn: '',
  endsOn: '',
  maxUses: '',
  oncePerAccount: false,
});

export function checkPromo(draft: PromoDraft): Problems<PromoField> {
  const value = wholeNumber(draft.value) ?? 0;
  const uses = wholeNumber(draft.maxUses);
  return [
    ...firstProblem('code', [
      [!PROMO_CODE_PATTERN.test(normalisePromoCode(draft.code)), PROMO_MESSAGES.badCode],
    ]),
    ...firstProblem('value', [
      [draft.kind === 'percent' && (value < 1 || value > 100), PROMO_MESSAGES.badPercent],
      [draft.kind === 'fixed' && value < 1, PROMO_MESSAGES.badAmount],
    ]),
    ...firstProblem('minSubtotal', [
      [
        draft.minSubtotal.trim() !== '' && wholeNumber(draft.minSubtotal) === undefined,
        PROMO_MESSAGES.badMinSubtotal,
      ],
    ]),
    // 'YYYY-MM-DD' strings compare as dates do; a code may start and end on the same day.
    ...firstProblem('endsOn', [
      [
        !!draft.startsOn && !!draft.endsOn && draft.endsOn < draft.startsOn,
        PROMO_MESSAGES.badDates,
      ],
    ]),
    ...firstProblem('maxUses', [
      [draft.maxUses.trim() !== '' && (uses === undefined || uses < 1), PROMO_MESSAGES.badUses],
    ]),
  ];
}

export const promoBody = (draft: PromoDraft): PromoAddRequest => ({
  code: normalisePromoCode(draft.code),
  kind: draft.kind,
  value: Number(draft.value.trim()),
  minSubtotal: draft.minSubtotal.trim() ? Number(draft.minSubtotal.trim()) : 0,
  startsOn: draft.startsOn || null,
  endsOn: draft.endsOn || null,
  maxUses: draft.maxUses.trim() ? Number(draft.maxUses.trim()) : null,
  oncePerAccount: draft.oncePerAccount,
});

export const promoFieldOf = fieldOfMessage<PromoField>({
  code: [PROMO_MESSAGES.badCode, PROMO_MESSAGES.codeTaken],
  value: [PROMO_MESSAGES.badPercent, PROMO_MESSAGES.badAmount],
  minSubtotal: [PROMO_MESSAGES.badMinSubtotal],
  endsOn: [PROMO_MESSAGES.badDates],
  maxUses: [PROMO_MESSAGES.badUses],
});

// Settings ------------------------------------------------------------------------------------

export interface DayDraft {
  closed: boolean;
  open: string;
  close: string;
}

export interface SettingsDraft {
  /** Sunday first, as the contract keeps them. */
  days: DayDraft[];
  timeZone: string;
  minimumOrder: string;
}

/** A day's fields are `open-<day>` / `close-<day>`; the form's own are named as in the draft. */
export type SettingsField = `open-${number}` | `close-${number}` | 'timeZone' | 'minimumOrder';

export function settingsDraftOf(settings: ShopSettingsBody): SettingsDraft {
  return {
    days: settings.hours.map((day) =>
      day ? { closed: false, ...day } : { closed: true, open: '09:00', close: '21:00' },
    ),
    timeZone: settings.timeZone,
    minimumOrder: String(settings.minimumOrder),
  };
}

function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.trim() !== '';
  } catch {
    return false;
  }
}

/** Problems in the order the form shows them: Monday to Sunday, then the zone and the minimum. */
export function checkSettings(
  draft: SettingsDraft,
  dayOrder: readonly number[],
): Problems<SettingsField> {
  const problems: Problems<SettingsField> = [];
  for (const day of dayOrder) {
    const hours = draft.days[day];
    if (!hours || hours.closed) continue;
    if (!CLOCK_TIME.test(hours.open)) problems.push([`open-${day}`, SETTINGS_MESSAGES.badTime]);
    else if (!CLOCK_TIME.test(hours.close)) {
      problems.push([`close-${day}`, SETTINGS_MESSAGES.badTime]);
    } else if (hours.close <= hours.open) {
      problems.push([`close-${day}`, SETTINGS_MESSAGES.closeBeforeOpen]);
    }
  }
  if (!knownTimeZone(draft.timeZone.trim())) {
    problems.push(['timeZone', SETTINGS_MESSAGES.badTimeZone]);
  }
  if (wholeNumber(draft.minimumOrder) === undefined) {
    problems.push(['minimumOrder', SETTINGS_MESSAGES.badMinimum]);
  }
  return problems;
}

export const settingsBody = (draft: SettingsDraft): ShopSettingsBody => ({
  hours: draft.days.map((day) => (day.closed ? null : { open: day.open, close: day.close })),
  timeZone: draft.timeZone.trim(),
  minimumOrder: Number(draft.minimumOrder.trim()),
});
