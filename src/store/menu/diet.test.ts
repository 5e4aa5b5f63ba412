import type { FoodItem } from '../../../contract/api';
import type { DietLabel } from '../../../contract/diet';
import { dietParam, filterByDiet, parseDiet, toggleDiet } from './diet';

const dish = (name: string, labels: DietLabel[]) =>
  ({ name, labels }) satisfies Pick<FoodItem, 'name' | 'labels'>;
const food = [
  dish('Veg Rolls', ['vegetarian', 'vegan']),
  dish('Peri Peri Rolls', ['egg', 'spicy']),
  dish('Chicken Rolls', ['spicy']),
  dish('Butterscotch Cake', ['egg', 'nuts']),
  dish('Clover Salad', ['vegetarian', 'vegan', 'gluten-free']),
  dish('Chicken Pasta', ['nuts']),
  dish('Somen Noodles', []),
];
const names = (dishes: ReadonlyArray<{ name: string }>) => dishes.map((one) => one.name);

test('no filter: every dish', () => {
  expect(filterByDiet(food, [])).toEqual(food);
});

test('Veg, Vegan and Gluten-free need their label', () => {
  // Peri Peri Rolls and Butterscotch Cake have egg: not vegetarian.
  expect(names(filterByDiet(food, ['veg']))).toEqual(['Veg Rolls', 'Clover Salad']);
  expect(names(filterByDiet(food, ['vegan']))).toEqual(['Veg Rolls', 'Clover Salad']);
  expect(names(filterByDiet(food, ['gluten-free']))).toEqual(['Clover Salad']);
});

test('No nuts and Not spicy need the label to be absent (a dish without labels passes)', () => {
  expect(names(filterByDiet(food, ['no-nuts']))).toEqual([
    'Veg Rolls',
    'Peri Peri Rolls',
    'Chicken Rolls',
    'Clover Salad',
    'Somen Noodles',
  ]);
  expect(names(filterByDiet(food, ['not-spicy']))).toEqual([
    'Veg Rolls',
    'Butterscotch Cake',
    'Clover Salad',
    'Chicken Pasta',
    'Somen Noodles',
  ]);
});

test('several filters at once: all must hold', () => {
  expect(names(filterByDiet(food, ['no-nuts', 'not-spicy']))).toEqual([
    'Veg Rolls',
    'Clover Salad',
    'Somen Noodles',
  ]);
  expect(names(filterByDiet(food, ['veg', 'no-nuts']))).toEqual(['Veg Rolls', 'Clover Salad']);
  expect(names(filterByDiet(food, ['veg', 'no-nuts', 'not-spicy']))).toEqual([
    'Veg Rolls',
    'Clover Salad',
  ]);
  expect(names(filterByDiet(food, ['vegan', 'gluten-free', 'not-spicy']))).toEqual([
    'Clover Salad',
  ]);
  expect(filterByDiet(food, ['gluten-free', 'no-nuts', 'veg', 'vegan', 'not-spicy'])).toHaveLength(
    1,
  );
  expect(filterByDiet([dish('Chicken Salad', ['egg', 'gluten-free'])], ['veg'])).toEqual([]);
});

test('the address: known values only, in the chips’ order, each once, any case', () => {
  expect(parseDiet(null)).toEqual([]);
  expect(parseDiet('')).toEqual([]);
  expect(parseDiet('veg')).toEqual(['veg']);
  expect(parseDiet('no-nuts,veg')).toEqual(['veg', 'no-nuts']);
  expect(parseDiet('VEG, halal,,veg,keto,not-spicy')).toEqual(['veg', 'not-spicy']);
  expect(parseDiet('vegetarian,nuts')).toEqual([]);
  expect(dietParam([])).toBe('');
  expect(dietParam(['not-spicy', 'veg', 'no-nuts'])).toBe('veg,no-nuts,not-spicy');
  expect(dietParam(parseDiet('gluten-free,vegan'))).toBe('vegan,gluten-free');
});

test('a chip toggles its filter and leaves the others', () => {
  expect(toggleDiet([], 'veg')).toEqual(['veg']);
  expect(toggleDiet(['veg'], 'no-nuts')).toEqual(['veg', 'no-nuts']);
  expect(toggleDiet(['veg', 'no-nuts'], 'veg')).toEqual(['no-nuts']);
});
