/**
 * A dish with options for page tests, as the browser test builds it: 'Margherita Pizza'
 * (₹250) with Size (Choose 1: Regular, Medium +₹80, Large +₹150) and Extras (up to 2: Extra
 * cheese +₹30, Olives +₹20, Jalapeño +₹20, and Truffle +₹90, unavailable).
 */
import type { FoodItem } from '../../contract/api';
import type { OptionGroup } from '../../contract/options';

const option = (id: string, name: string, price: number, available = true) => ({
  id,
  name,
  price,
  available,
});

const SIZE: OptionGroup = {
  ...{ id: 'size', name: 'Size', kind: 'one', min: 1, max: 1 },
  options: [
    { ...option('regular', 'Regular', 0), isDefault: true },
    option('medium', 'Medium', 80),
    option('large', 'Large', 150),
  ],
};

const EXTRAS: OptionGroup = {
  ...{ id: 'extras', name: 'Extras', kind: 'many', min: 0, max: 2 },
  options: [
    option('cheese', 'Extra cheese', 30),
    option('olives', 'Olives', 20),
    option('jalapeno', 'Jalapeño', 20),
    option('truffle', 'Truffle', 90, false),
  ],
};

/** A dish of the test menu; with `optionGroups`, one the shopper customises. */
export function testDish(
  id: string,
  name: string,
  price: number,
  optionGroups?: OptionGroup[],
): FoodItem {
  return {
    _id: id,
    name,
    description: 'Made to order.',
    price,
    image: `${id}.webp`,
    category: 'Pizza',
    available: true,
    labels: ['vegetarian'],
    ...(optionGroups ? { optionGroups } : {}),
  };
}

export const PIZZA = testDish('p1', 'Margherita Pizza', 25, [SIZE, EXTRAS]);

/** Large with Extra cheese and a note: ₹250 + ₹150 + ₹30 = ₹430 for one. */
export const LARGE_CHEESE = 'p1|cheese,large|cut in 8';
