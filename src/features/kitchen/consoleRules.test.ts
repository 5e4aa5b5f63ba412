/**
 * The console's forms check what staff typed with the server's own checks
 * (contract/shop-checks.ts), so they say what the server would answer, in its words: the same
 * cases as the server's refusals (server/menu-admin/menu-admin.test.ts, server/shop/promos.test.ts),
 * as a form holds them (text as typed).
 */
import { MENU_MESSAGES, PROMO_MESSAGES } from '../../../contract/shop-messages';
import { DISH_NAME_MAX } from '../../../contract/shop-rules';
import { checkDish, checkPromo, emptyPromo, type DishDraft, type PromoDraft } from './consoleRules';

const DISH: DishDraft = {
  name: 'Saffron Kulfi',
  description: 'Frozen milk with saffron and pistachio.',
  price: '150',
  category: 'Desserts',
  image: 'saffron-kulfi.webp',
  labels: ['vegetarian'],
  optionGroups: [],
};

test.each<[string, Partial<DishDraft>, string]>([
  ['a blank name', { name: '   ' }, MENU_MESSAGES.nameRequired],
  ['a long name', { name: 'x'.repeat(DISH_NAME_MAX + 1) }, MENU_MESSAGES.nameTooLong],
  ['a name of too many emoji', { name: '🍲'.repeat(DISH_NAME_MAX + 1) }, MENU_MESSAGES.nameTooLong],
  ['no description', { description: ' ' }, MENU_MESSAGES.descriptionRequired],
  ['a long description', { description: 'x'.repeat(301) }, MENU_MESSAGES.descriptionTooLong],
  ['a price of ₹0', { price: '0' }, MENU_MESSAGES.priceInvalid],
  ['a price in paise', { price: '12.5' }, MENU_MESSAGES.priceInvalid],
  ['a price past the limit', { price: '100001' }, MENU_MESSAGES.priceInvalid],
  ['no price', { price: '' }, MENU_MESSAGES.priceInvalid],
  ['no category', { category: '' }, MENU_MESSAGES.categoryRequired],
  ['a long category', { category: 'c'.repeat(41) }, MENU_MESSAGES.categoryTooLong],
  ['vegan with egg', { labels: ['vegan', 'vegetarian', 'egg'] }, MENU_MESSAGES.veganWithEgg],
  ['no picture', { image: '' }, MENU_MESSAGES.pictureRequired],
])('a dish with %s: the form says what the server would', (_what, change, message) => {
  expect(checkDish({ ...DISH, ...change })).toEqual([[expect.any(String), message]]);
});

test('a name of as many emoji as letters allowed is fine, as the server counts it', () => {
  expect(checkDish({ ...DISH, name: '🍲'.repeat(DISH_NAME_MAX) })).toEqual([]);
  expect(checkDish(DISH)).toEqual([]);
});

test('every problem of a dish, in the form’s order, so the first takes the focus', () => {
  const fields = checkDish({ ...DISH, name: '', price: 'x', image: '' }).map(([field]) => field);
  expect(fields).toEqual(['name', 'price', 'image']);
});

const PROMO: PromoDraft = { ...emptyPromo(), code: 'save10', kind: 'percent', value: '10' };

test.each<[string, Partial<PromoDraft>, string]>([
  ['no code', { code: '   ' }, PROMO_MESSAGES.enterCode],
  ['a code too short', { code: 'AB' }, PROMO_MESSAGES.badCode],
  ['a code with a space', { code: 'TEN OFF' }, PROMO_MESSAGES.badCode],
  ['0 percent', { kind: 'percent', value: '0' }, PROMO_MESSAGES.badPercent],
  ['101 percent', { kind: 'percent', value: '101' }, PROMO_MESSAGES.badPercent],
  ['a fractional percent', { kind: 'percent', value: '12.5' }, PROMO_MESSAGES.badPercent],
  ['₹0 off', { kind: 'fixed', value: '0' }, PROMO_MESSAGES.badAmount],
  ['₹1,00,00,001 off', { kind: 'fixed', value: '10000001' }, PROMO_MESSAGES.badAmount],
  ['a negative minimum subtotal', { minSubtotal: '-1' }, PROMO_MESSAGES.badMinSubtotal],
  [
    'an end before the start',
    { startsOn: '2026-12-02', endsOn: '2026-12-01' },
    PROMO_MESSAGES.badDates,
  ],
  ['0 uses', { maxUses: '0' }, PROMO_MESSAGES.badUses],
  ['1.5 uses', { maxUses: '1.5' }, PROMO_MESSAGES.badUses],
  ['more than ten million uses', { maxUses: '10000001' }, PROMO_MESSAGES.badUses],
])('a promo code with %s: the form says what the server would', (_what, change, message) => {
  expect(checkPromo({ ...PROMO, ...change })).toEqual([[expect.any(String), message]]);
});

test('a promo code within every rule has no problem; optional fields may stay empty', () => {
  expect(checkPromo(PROMO)).toEqual([]);
  const full = { minSubtotal: '500', startsOn: '2026-12-01', endsOn: '2026-12-01', maxUses: '100' };
  expect(checkPromo({ ...PROMO, ...full })).toEqual([]);
});
