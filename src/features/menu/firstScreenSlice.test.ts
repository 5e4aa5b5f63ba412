import type { FoodItem } from '../../../contract/api';
import {
  FIRST_SCREEN_ELEMENT_ID,
  firstScreenJson,
  firstScreenOf,
  readFirstScreen,
} from './firstScreenSlice';

const dish = (name: string): FoodItem => ({
  _id: name,
  name,
  description: 'Tasty.',
  price: 10,
  image: 'dish.webp',
  category: 'Salad',
});

afterEach(() => document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove());

function pageCarrying(text: string): void {
  const script = document.createElement('script');
  script.id = FIRST_SCREEN_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
}

test("the first screen is the menu's first dishes and its size", () => {
  const menu = ['a', 'b', 'c'].map(dish);
  expect(firstScreenOf(menu, 2)).toEqual({ dishes: menu.slice(0, 2), total: 3 });
  expect(firstScreenOf(menu, 48)).toEqual({ dishes: menu, total: 3 });
});

test('what the server writes into the page is read back the same, even names with markup', () => {
  const firstScreen = firstScreenOf([dish('Pie </script><b>x</b>'), dish('Tea')], 48);
  const json = firstScreenJson(firstScreen);
  expect(json).not.toContain('<');
  pageCarrying(json);
  expect(readFirstScreen(document)).toEqual(firstScreen);
});

test.each([
  ['no element', undefined],
  ['an empty element', ''],
  ['broken JSON', '{"dishes": ['],
  ['another shape', '{"dishes": "none", "total": 3}'],
  ['null', 'null'],
])('%s reads as no first screen', (_case, text) => {
  if (text !== undefined) pageCarrying(text);
  expect(readFirstScreen(document)).toBeNull();
});
