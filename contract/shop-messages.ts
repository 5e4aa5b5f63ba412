/**
 * What the shop says about its menu, its hours and its promo codes (docs/product.md#messages),
 * apart from contract/messages.ts so only the pages that say them carry them.
 */
import { DIET_LABELS, type DietLabel } from './diet';
import { formatRupees } from './rupees';
import {
  CATEGORY_MAX,
  DISH_DESCRIPTION_MAX,
  DISH_NAME_MAX,
  DISH_PRICE_MAX,
  DISH_PRICE_MIN,
  PICTURE_MAX_PIXELS,
} from './shop-rules';

/** A dish that is on the menu but marked unavailable by the kitchen. */
export function unavailableMessage(dishName: string): string {
  return `Sorry, ${dishName} is not available right now.`;
}

/** A dietary label that is not one of the fixed set (contract/diet.ts). */
export function unknownLabelMessage(label: string): string {
  return `'${label}' is not a dietary label. The labels are ${DIET_LABELS.map((known) => `'${known}'`).join(', ')}.`;
}

/**
 * Labels that cannot go together, or undefined: egg in a vegan or vegetarian dish (Indian
 * labelling counts egg as non-vegetarian: such a dish carries the brown mark).
 */
export function eggConflictMessage(labels: readonly DietLabel[]): string | undefined {
  if (!labels.includes('egg')) return undefined;
  if (labels.includes('vegan')) return MENU_MESSAGES.veganWithEgg;
  return labels.includes('vegetarian') ? MENU_MESSAGES.vegetarianWithEgg : undefined;
}

/** Outside opening hours; `opensAt` as formatClockTime gives it ('9 AM'). */
export function closedMessage(opensAt: string): string {
  return `We are closed now. We open at ${opensAt}.`;
}

/** Closed, opening next on a day after tomorrow: 'We are closed now. We open on Sunday at 10 AM.' */
export function closedUntilMessage(weekday: string, opensAt: string): string {
  return `We are closed now. We open on ${weekday} at ${opensAt}.`;
}

export function minimumOrderMessage(minimum: number): string {
  return `The minimum order is ${formatRupees(minimum)}.`;
}

/** The staff's menu console and its refusals. */
export const MENU_MESSAGES = {
  nameRequired: 'Please give the dish a name.',
  nameTooLong: `The name must be at most ${DISH_NAME_MAX} characters long.`,
  nameTaken: 'Another dish already has this name.',
  descriptionRequired: 'Please describe the dish in a sentence.',
  descriptionTooLong: `The description must be at most ${DISH_DESCRIPTION_MAX} characters long.`,
  priceInvalid: `The price must be a whole number of rupees from ${formatRupees(DISH_PRICE_MIN)} to ${formatRupees(DISH_PRICE_MAX)}.`,
  categoryRequired: 'Please choose a category or type a new one.',
  categoryTooLong: `The category must be at most ${CATEGORY_MAX} characters long.`,
  pictureRequired: 'Please add a picture of the dish.',
  veganWithEgg: 'A vegan dish cannot contain egg. Untick Vegan or Contains egg.',
  vegetarianWithEgg:
    'A vegetarian dish cannot contain egg (egg is non-vegetarian, as Indian labels mark it). Untick Vegetarian or Contains egg.',
  pictureUnknown: 'That picture was not uploaded here. Please upload it again.',
  pictureTooLarge: 'The picture is larger than 5 MB. Please choose a smaller one.',
  pictureType: 'Please choose a JPEG, PNG or WebP picture.',
  pictureUnreadable: 'That file is not a picture we can read. Please choose a JPEG, PNG or WebP.',
  pictureMissing: 'Please choose a picture to upload.',
  pictureTooManyPixels: `The picture has too many pixels. Please choose one of at most ${PICTURE_MAX_PIXELS / 1_000_000} megapixels.`,
  pictureSaved: 'Picture uploaded.',
  dishNotFound: 'That dish is not on the menu.',
  added: 'Dish added to the menu.',
  saved: 'Dish saved.',
  markedUnavailable: 'Marked unavailable.',
  markedAvailable: 'Marked available.',
  removed: 'Dish removed from the menu.',
} as const;

/** Opening hours and the minimum order, as staff set them. */
export const SETTINGS_MESSAGES = {
  badTime: 'Times are written like 09:00 or 21:30.',
  closeBeforeOpen: 'Each day must close after it opens.',
  badTimeZone: 'That time zone is not known. Use a name like Asia/Kolkata.',
  badMinimum: 'The minimum order must be a whole number of rupees, 0 for none.',
  saved: 'Settings saved.',
  /** Every day is marked closed. */
  closedAllWeek: 'We are closed now. Please check back soon.',
} as const;

export const PROMO_MESSAGES = {
  enterCode: 'Please enter a promo code.',
  unknown: 'This code is not valid.',
  expired: 'This code has expired.',
  notYet: 'This code is not active yet.',
  usedUp: 'This code has been used up.',
  usedAlready: 'You have already used this code.',
  heldAlready:
    'Another of your checkouts with this code is still being paid. Please try again in a minute.',
  inactive: 'This code is no longer active.',
  needsSubtotal: (minimum: number) => `This code needs a subtotal of ${formatRupees(minimum)}.`,
  applied: 'Promo code applied.',
  // Staff's side.
  badCode: 'A code is 3 to 20 letters or digits.',
  codeTaken: 'A code with this name already exists.',
  badPercent: 'A percentage is a whole number from 1 to 100.',
  badAmount: 'The amount off must be a whole number of rupees, at least ₹1.',
  badDate: 'Dates are written like 2026-12-31.',
  badDates: 'The code must end after it starts.',
  badMinSubtotal: 'The minimum subtotal must be a whole number of rupees, 0 for none.',
  badUses: 'Total uses must be a whole number of at least 1, or empty for no limit.',
  created: 'Promo code created.',
  deactivated: 'Promo code deactivated.',
  notFound: 'That promo code does not exist.',
} as const;
