import type { FoodItem } from '../../../contract/api';
import { filterFood } from './selectors';

const food: FoodItem[] = [
  {
    _id: '1',
    name: 'Greek Salad',
    description: '',
    price: 12,
    image: 'a.webp',
    category: 'Salad',
    available: true,
    labels: [],
  },
  {
    _id: '2',
    name: 'Veg Salad',
    description: '',
    price: 18,
    image: 'b.webp',
    category: 'Salad',
    available: true,
    labels: [],
  },
  {
    _id: '3',
    name: 'Chicken Rolls',
    description: '',
    price: 20,
    image: 'c.webp',
    category: 'Rolls',
    available: true,
    labels: [],
  },
  {
    _id: '4',
    name: 'Cheese Pasta',
    description: '',
    price: 12,
    image: 'd.webp',
    category: 'Pasta',
    available: true,
    labels: [],
  },
];
const names = (items: readonly FoodItem[]) => items.map((item) => item.name);

test('name search is a case-insensitive substring match', () => {
  expect(names(filterFood(food, { name: 'SALAD' }))).toEqual(['Greek Salad', 'Veg Salad']);
  expect(names(filterFood(food, { name: 'ee' }))).toEqual(['Greek Salad', 'Cheese Pasta']);
  expect(filterFood(food, { name: 'pizza' })).toEqual([]);
});

test('the price range is in displayed rupees (x10), inclusive at both ends', () => {
  expect(names(filterFood(food, { min: '120', max: '180' }))).toEqual([
    'Greek Salad',
    'Veg Salad',
    'Cheese Pasta',
  ]);
  expect(names(filterFood(food, { min: 121, max: 200 }))).toEqual(['Veg Salad', 'Chicken Rolls']);
});

test('the price range applies only when both bounds are numbers and max > min', () => {
  expect(filterFood(food, { min: '150', max: '' })).toHaveLength(4);
  expect(filterFood(food, { min: 'abc', max: '200' })).toHaveLength(4);
  expect(filterFood(food, { min: '200', max: '150' })).toHaveLength(4);
  expect(filterFood(food, { min: '150', max: '150' })).toHaveLength(4);
});

test('name, price and category filters combine', () => {
  expect(names(filterFood(food, { name: 'salad', min: '150', max: '300' }))).toEqual(['Veg Salad']);
  expect(names(filterFood(food, { category: 'salad' }))).toEqual(['Greek Salad', 'Veg Salad']);
});
