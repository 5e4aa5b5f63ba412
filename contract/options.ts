/**
 * Dish options (docs/product.md#dish-options): the groups staff give a dish, the rules a
 * shopper's choice must keep, and the cart line key that carries a configured dish. Plain data
 * and pure functions, used by the server (which prices and refuses) and the SPA (which shows and
 * checks at once), so both say the same sentences.
 *
 * Money: an option's `price` is whole rupees added to one of the dish (₹30 -> 30; the database
 * keeps paise). A dish's wire `price` stays the spec's base number (contract/money.ts).
 */

export const OPTION_GROUPS_MAX = 10;
/** Options of all the dish's groups together. */
export const OPTIONS_MAX = 30;
export const OPTION_NAME_MAX = 60;
export const OPTION_PRICE_MAX = 10000;
export const NOTE_MAX = 140;
/** Option and group ids: short, lower-case letters and digits, unique in their dish. */
export const OPTION_ID_PATTERN = /^[a-z0-9]{1,16}$/;

/** 'one': exactly one option (min = max = 1). 'many': between `min` and `max` options. */
export type OptionGroupKind = 'one' | 'many';

export interface DishOption {
  id: string;
  name: string;
  /** Whole rupees added to the dish's price (0 or more). */
  price: number;
  available: boolean;
  /** The option a 'one' group starts with (at most one per group; never in a 'many' group). */
  isDefault?: boolean;
}

export interface OptionGroup {
  id: string;
  name: string;
  kind: OptionGroupKind;
  min: number;
  max: number;
  options: DishOption[];
}

/** An option as an order keeps it: its names and price when the order was placed. */
export interface ChosenOption {
  group: string;
  name: string;
  price: number;
}

export const OPTION_MESSAGES = {
  tooManyGroups: `A dish can have at most ${OPTION_GROUPS_MAX} option groups.`,
  tooManyOptions: `A dish can have at most ${OPTIONS_MAX} options in all.`,
  nameMissing: 'Every option group and option needs a name.',
  nameTooLong: `Keep option group and option names to ${OPTION_NAME_MAX} characters.`,
  badId: 'An option group or option has an id the shop cannot use.',
  chooseOneNeedsTwo: (group: string) => `'${group}' needs at least two options to choose from.`,
  minMax: (group: string) =>
    `In '${group}', the minimum must be at most the maximum, and the maximum at most the number of options.`,
  sameGroupName: (group: string) => `Two option groups are called '${group}'.`,
  sameOptionName: (group: string, option: string) =>
    `'${group}' has two options called '${option}'.`,
  badPrice: (option: string) =>
    `The price of '${option}' must be a whole number of rupees from 0 to ${OPTION_PRICE_MAX}.`,
  oneDefault: (group: string) => `'${group}' can have only one default option.`,
  defaultInMany: (group: string) =>
    `Only a 'Choose 1' group has a default; '${group}' lets the shopper choose several.`,
  /** A shopper's choice. */
  tooFew: (group: string, min: number) =>
    min === 1 ? `Choose one in ${group}.` : `Choose at least ${min} in ${group}.`,
  tooMany: (group: string, max: number) =>
    max === 1 ? `Choose only one in ${group}.` : `Choose at most ${max} in ${group}.`,
  unknownOption: (dish: string) => `That option is not on ${dish}.`,
  optionUnavailable: (option: string) => `${option} is not available right now.`,
  noteTooLong: `Keep the note to ${NOTE_MAX} characters.`,
  noteNotText: 'The note must be one line of text.',
  badLine: 'That cart line is not one the shop can read.',
} as const;

/** 'Choose 1', 'Choose up to 3', 'Choose 2', 'Choose 1 to 3': a group's rule in words. */
export function ruleInWords(group: Pick<OptionGroup, 'kind' | 'min' | 'max'>): string {
  if (group.kind === 'one') return 'Choose 1';
  if (group.min === 0) return `Choose up to ${group.max}`;
  if (group.min === group.max) return `Choose ${group.min}`;
  return `Choose ${group.min} to ${group.max}`;
}

/** A group a shopper must choose in: every 'one' group, and a 'many' group with a minimum. */
export function isRequired(group: Pick<OptionGroup, 'kind' | 'min'>): boolean {
  return group.kind === 'one' || group.min > 0;
}

/** The sentence refusing a dish's option groups, or null when staff may save them. */
export function groupsProblem(groups: readonly OptionGroup[]): string | null {
  if (groups.length > OPTION_GROUPS_MAX) return OPTION_MESSAGES.tooManyGroups;
  if (groups.reduce((sum, group) => sum + group.options.length, 0) > OPTIONS_MAX) {
    return OPTION_MESSAGES.tooManyOptions;
  }
  const ids = new Set<string>();
  const groupNames = new Set<string>();
  for (const group of groups) {
    const problem = groupProblem(group, ids);
    if (problem) return problem;
    const key = group.name.trim().toLowerCase();
    if (groupNames.has(key)) return OPTION_MESSAGES.sameGroupName(group.name.trim());
    groupNames.add(key);
  }
  return null;
}

function groupProblem(group: OptionGroup, ids: Set<string>): string | null {
  const name = group.name.trim();
  const names = [name, ...group.options.map((option) => option.name.trim())];
  if (names.some((text) => !text)) return OPTION_MESSAGES.nameMissing;
  if (names.some((text) => text.length > OPTION_NAME_MAX)) return OPTION_MESSAGES.nameTooLong;
  for (const id of [group.id, ...group.options.map((option) => option.id)]) {
    if (!OPTION_ID_PATTERN.test(id) || ids.has(id)) return OPTION_MESSAGES.badId;
    ids.add(id);
  }
  const count = group.options.length;
  if (group.kind === 'one' && count < 2) return OPTION_MESSAGES.chooseOneNeedsTwo(name);
  if (group.kind === 'one' && (group.min !== 1 || group.max !== 1)) {
    return OPTION_MESSAGES.minMax(name);
  }
  const wholeCount = (value: number) => Number.isInteger(value) && value >= 0;
  if (!wholeCount(group.min) || !wholeCount(group.max) || group.max < 1) {
    return OPTION_MESSAGES.minMax(name);
  }
  if (group.min > group.max || group.max > count) return OPTION_MESSAGES.minMax(name);
  const optionNames = new Set<string>();
  for (const option of group.options) {
    const optionName = option.name.trim();
    const key = optionName.toLowerCase();
    if (optionNames.has(key)) return OPTION_MESSAGES.sameOptionName(name, optionName);
    optionNames.add(key);
    const { price } = option;
    if (!Number.isInteger(price) || price < 0 || price > OPTION_PRICE_MAX) {
      return OPTION_MESSAGES.badPrice(optionName);
    }
  }
  const defaults = group.options.filter((option) => option.isDefault).length;
  if (defaults > 0 && group.kind === 'many') return OPTION_MESSAGES.defaultInMany(name);
  if (defaults > 1) return OPTION_MESSAGES.oneDefault(name);
  return null;
}

/**
 * Whole rupees the cheapest valid choice adds, and whether the menu says 'from ₹N': a required
 * group whose options differ in price.
 */
export function fromPrice(groups: readonly OptionGroup[]): { extra: number; varies: boolean } {
  let extra = 0;
  let varies = false;
  for (const group of groups) {
    if (!isRequired(group)) continue;
    const prices = group.options
      .filter((option) => option.available)
      .map((option) => option.price)
      .sort((a, b) => a - b);
    const min = group.kind === 'one' ? 1 : group.min;
    extra += prices.slice(0, min).reduce((sum, price) => sum + price, 0);
    if (new Set(prices).size > 1) varies = true;
  }
  return { extra, varies };
}

/* ------------------------------------------------------------------------------------------ */
/* The cart line key                                                                           */
/* ------------------------------------------------------------------------------------------ */

/**
 * One cart line: a dish, the ids of its chosen options, and a note for the kitchen.
 *
 * Its key is the dish id alone when nothing is chosen and there is no note (so a plain dish's
 * line is keyed by its id, as the spec's `cartData` is), and otherwise
 * `<dish id>|<option ids, sorted, joined by ','>|<note>`: the same choices always give the same
 * key, so adding them again raises the line's quantity. Ids never hold '|' or ','; the note may
 * (everything after the second '|' is the note).
 */
export interface LineChoice {
  itemId: string;
  optionIds: readonly string[];
  note: string;
}

const SEPARATOR = '|';

/** The note as a line keeps it: trimmed, runs of spaces made one. */
function normaliseNote(note: string): string {
  return note.trim().replace(/\s+/g, ' ');
}

export function lineKeyOf(choice: LineChoice): string {
  const optionIds = [...new Set(choice.optionIds)].sort();
  const note = normaliseNote(choice.note);
  if (optionIds.length === 0 && !note) return choice.itemId;
  return `${choice.itemId}${SEPARATOR}${optionIds.join(',')}${SEPARATOR}${note}`;
}

/** The line a key names, or null when the key is not one lineKeyOf would write. */
export function parseLineKey(key: string): LineChoice | null {
  const first = key.indexOf(SEPARATOR);
  if (first < 0) return key ? { itemId: key, optionIds: [], note: '' } : null;
  const second = key.indexOf(SEPARATOR, first + 1);
  if (second < 0) return null;
  const options = key.slice(first + 1, second);
  const choice = {
    itemId: key.slice(0, first),
    optionIds: options ? options.split(',') : [],
    note: key.slice(second + 1),
  };
  return choice.itemId && lineKeyOf(choice) === key ? choice : null;
}

/** The dish a line key is for ('' for a key that names none). */
export function itemIdOfLine(key: string): string {
  return parseLineKey(key)?.itemId ?? '';
}

/** A note's problem, or null. */
export function noteProblem(note: string): string | null {
  if (note.length > NOTE_MAX) return OPTION_MESSAGES.noteTooLong;
  // Control characters, line and paragraph separators.
  if (/[\p{Cc}\u2028\u2029]/u.test(note)) return OPTION_MESSAGES.noteNotText;
  return null;
}

export type ResolvedChoice =
  | { ok: true; optionIds: string[]; chosen: ChosenOption[]; extra: number }
  | { ok: false; message: string; group?: string };

/**
 * Checks a shopper's choice against a dish's groups. `optionIds` undefined: each 'one' group's
 * default (what `cart/add {itemId}` adds). The chosen options come back in the dish's order, with
 * the whole rupees they add.
 */
export function resolveChoice(
  dishName: string,
  groups: readonly OptionGroup[],
  optionIds?: readonly string[],
): ResolvedChoice {
  const wanted = new Set(optionIds ?? defaultOptionIds(groups));
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  if ([...wanted].some((id) => !known.has(id))) {
    return { ok: false, message: OPTION_MESSAGES.unknownOption(dishName) };
  }
  const chosen: ChosenOption[] = [];
  const ids: string[] = [];
  for (const group of groups) {
    const picked = group.options.filter((option) => wanted.has(option.id));
    const unavailable = picked.find((option) => !option.available);
    if (unavailable) {
      return { ok: false, message: OPTION_MESSAGES.optionUnavailable(unavailable.name) };
    }
    const min = group.kind === 'one' ? 1 : group.min;
    const max = group.kind === 'one' ? 1 : group.max;
    if (picked.length < min) {
      return { ok: false, message: OPTION_MESSAGES.tooFew(group.name, min), group: group.id };
    }
    if (picked.length > max) {
      return { ok: false, message: OPTION_MESSAGES.tooMany(group.name, max), group: group.id };
    }
    for (const option of picked) {
      ids.push(option.id);
      chosen.push({ group: group.name, name: option.name, price: option.price });
    }
  }
  const extra = chosen.reduce((sum, option) => sum + option.price, 0);
  return { ok: true, optionIds: ids, chosen, extra };
}

/** Each 'one' group's default option, where it has one. */
export function defaultOptionIds(groups: readonly OptionGroup[]): string[] {
  return groups.flatMap((group) =>
    group.kind === 'one' ? group.options.filter((o) => o.isDefault).map((o) => o.id) : [],
  );
}

/**
 * 'Margherita · Large · Extra cheese — "cut in 8"': a line's dish, choices and note, as every
 * page, the receipt and the payment page show it.
 */
export function describeLine(
  dishName: string,
  chosen: readonly Pick<ChosenOption, 'name'>[],
  note = '',
): string {
  const names = [dishName, ...chosen.map((option) => option.name)].join(' · ');
  return note ? `${names} — "${note}"` : names;
}
