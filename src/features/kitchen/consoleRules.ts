/**
 * The console's forms checked before sending, by the server's own checks (contract/shop-checks.ts)
 * on what it would be sent: staff hear at once what the server would answer. The server checks
 * everything again. Each check returns the problems by field, in the form's order, so the first
 * one takes the focus.
 */
import type { FoodItem, PromoAddRequest, ShopSettingsBody } from '../../../contract/api';
import { DIET_LABELS, type DietLabel } from '../../../contract/diet';
import { displayPrice } from '../../../contract/money';
import {
  dishProblems,
  promoProblems,
  type DishField,
  type Problems,
  type PromoFacts,
  type PromoField,
} from '../../../contract/shop-checks';
import { MENU_MESSAGES, SETTINGS_MESSAGES } from '../../../contract/shop-messages';
import {
  CLOCK_TIME,
  normalisePromoCode,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  type PromoKind,
} from '../../../contract/shop-rules';
import { checkGroups, groupsDraftOf, type GroupDraft } from './optionDrafts';

export type { DishField, Problems, PromoField };

/** The dish form's fields: the dish's own, and its option groups (one editor, one problem). */
export type DishFormField = DishField | 'optionGroups';

/** A whole number typed in a text box ('125', not '12.5', '1e3' or ''); else undefined. */
function wholeNumber(typed: string): number | undefined {
  const text = typed.trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** What was typed as a number the checks read: NaN when it is not a whole number. */
const typedNumber = (typed: string) => wholeNumber(typed) ?? NaN;

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
  optionGroups: GroupDraft[];
}

export const emptyDish = (): DishDraft => ({
  name: '',
  description: '',
  price: '',
  category: '',
  image: '',
  labels: [],
  optionGroups: [],
});

export const draftOf = (dish: FoodItem): DishDraft => ({
  name: dish.name,
  description: dish.description,
  price: String(displayPrice(dish.price)),
  category: dish.category,
  image: dish.image,
  labels: dish.labels,
  optionGroups: groupsDraftOf(dish.optionGroups),
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

/**
 * What the server is sent: trimmed text and the price in whole rupees (NaN when what was typed is
 * not one: the checks then refuse it, so it is never sent).
 */
export const dishBody = (draft: DishDraft) => ({
  name: draft.name.trim(),
  description: draft.description.trim(),
  price: typedNumber(draft.price),
  category: draft.category.trim(),
  image: draft.image.trim(),
  labels: DIET_LABELS.filter((label) => draft.labels.includes(label)),
});

/** The dish's problems, then its option groups' (groupsProblem's sentence, as the server's). */
export function checkDish(draft: DishDraft): Problems<DishFormField> {
  const groups = checkGroups(draft.optionGroups);
  const problems: Problems<DishFormField> = dishProblems(dishBody(draft));
  return groups ? [...problems, ['optionGroups', groups]] : problems;
}

/** A picture the server would refuse by its type or size; the server checks its content. */
export function checkPicture(file: File): string | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return MENU_MESSAGES.pictureType;
  if (file.size > PICTURE_MAX_BYTES) return MENU_MESSAGES.pictureTooLarge;
  return undefined;
}

/**
 * The form's field a refusal names (its `field`, a body property), when the form shows that
 * field; else none, and the refusal is shown under the form.
 */
export function formFieldOf<Field extends string>(fields: readonly Field[]) {
  return (refused: string): Field | undefined => fields.find((field) => field === refused);
}

export const dishFieldOf = formFieldOf<DishFormField>([
  'name',
  'description',
  'price',
  'category',
  'labels',
  'image',
  'optionGroups',
]);

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

/** What the server is sent, numbers as in dishBody. */
export const promoBody = (draft: PromoDraft): PromoFacts & PromoAddRequest => ({
  code: normalisePromoCode(draft.code),
  kind: draft.kind,
  value: typedNumber(draft.value),
  minSubtotal: draft.minSubtotal.trim() ? typedNumber(draft.minSubtotal) : 0,
  startsOn: draft.startsOn || null,
  endsOn: draft.endsOn || null,
  maxUses: draft.maxUses.trim() ? typedNumber(draft.maxUses) : null,
  oncePerAccount: draft.oncePerAccount,
});

export const checkPromo = (draft: PromoDraft): Problems<PromoField> =>
  promoProblems(promoBody(draft));

/** The promo form's fields: those checked before sending, and the start date the server reads. */
export type PromoFormField = PromoField | 'startsOn';

export const promoFieldOf = formFieldOf<PromoFormField>([
  'code',
  'value',
  'minSubtotal',
  'startsOn',
  'endsOn',
  'maxUses',
]);

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

/**
 * The form's field a refusal of the settings names: a day's time ('hours.1.open' is Monday's
 * opening, `open-1`), the zone or the minimum.
 */
export function settingsFieldOf(refused: string): SettingsField | undefined {
  const time = /^hours\.(\d)\.(open|close)$/.exec(refused);
  if (time) return `${time[2] as 'open' | 'close'}-${Number(time[1])}`;
  return formFieldOf<SettingsField>(['timeZone', 'minimumOrder'])(refused);
}

export const settingsBody = (draft: SettingsDraft): ShopSettingsBody => ({
  hours: draft.days.map((day) => (day.closed ? null : { open: day.open, close: day.close })),
  timeZone: draft.timeZone.trim(),
  minimumOrder: Number(draft.minimumOrder.trim()),
});
