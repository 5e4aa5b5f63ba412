import type { FoodItem } from '../../contract/api';
import {
  FIRST_SCREEN_ELEMENT_ID,
  firstScreenOf,
  firstScreenScripts,
  menuFirstScreen,
  readFirstScreen,
} from './firstScreen';

const dish = (name: string): FoodItem => ({
  _id: name,
  name,
  description: 'Tasty.',
  price: 10,
  image: 'dish.webp',
  category: 'Salad',
  available: true,
  labels: [],
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
  const scripts = firstScreenScripts(firstScreen);
  expect(scripts.match(/</g)).toHaveLength(2);
  document.body.insertAdjacentHTML('beforeend', scripts);
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

test("the server's page also carries the whole menu's categories, read back with the dishes", () => {
  const menu = [
    dish('a'),
    { ...dish('b'), category: 'Soups </script>', available: true },
    dish('c'),
  ];
  const firstScreen = menuFirstScreen(menu);
  expect(firstScreen).toEqual({
    dishes: menu,
    total: 3,
    categories: ['Salad', 'Soups </script>'],
  });
  const scripts = firstScreenScripts(firstScreen);
  expect(scripts.match(/<\/script>/g)).toHaveLength(2);
  document.body.insertAdjacentHTML('beforeend', scripts);
  try {
    expect(readFirstScreen(document)).toEqual(firstScreen);
  } finally {
    document.getElementById('menu-categories')?.remove();
  }
});

test('categories in another shape are left out; the dishes still count', () => {
  const firstScreen = firstScreenOf([dish('a')], 48);
  document.body.insertAdjacentHTML(
    'beforeend',
    `${firstScreenScripts(firstScreen)}<script id="menu-categories" type="application/json">[1]</script>`,
  );
  try {
    expect(readFirstScreen(document)).toEqual(firstScreen);
  } finally {
    document.getElementById('menu-categories')?.remove();
  }
});
