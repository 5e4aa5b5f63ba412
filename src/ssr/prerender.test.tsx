/**
 * @jest-environment node
 */
/**
 * The first paint of /Menu: the page built without the menu, and the page the server renders
 * with it (renderMenuPage). Neither may offer a category the menu does not have.
 */
import type { FoodItem } from '../../contract/api';
import { bareTemplate } from '../test/bareTemplate';
import { pageFile, render, renderMenuPage } from './prerender';

const dish = (index: number, category: string): FoodItem => ({
  _id: `d${index}`,
  name: `Dish ${index}`,
  description: 'Tasty.',
  price: 10,
  image: 'dish.webp',
  category,
  available: true,
  labels: [],
});

/** The chips of one group ('Filter by category' or 'Filter by diet'). */
const chipsIn = (html: string, group = 'Filter by category') =>
  [
    ...html
      .split(`aria-label="${group}">`)[1]!
      .split('</div>')[0]!
      .matchAll(/<button type="button" class="chip"[^>]*>(.*?)<\/button>/g),
  ].map((match) => match[1]);

test('built without the menu, /Menu offers only All', async () => {
  expect(chipsIn(await render('/Menu'))).toEqual(['All']);
});

test("rendered with the menu, /Menu offers the whole menu's categories, even past the first screen", async () => {
  // Twelve salads fill the first screen; Soups (a new category) comes after it; no Noodles.
  const menu = [
    ...Array.from({ length: 12 }, (_, index) => dish(index, 'Salad')),
    dish(12, 'Soups'),
    dish(13, 'Pasta'),
  ];
  const built = await pageFile(
    bareTemplate(''),
    { path: '/Menu', chunk: 'menu', title: 'Menu · Tomato' },
    { chunks: {}, readAsset: () => '' },
  );
  const html = await renderMenuPage(built, menu);
  expect(chipsIn(html)).toEqual(['All', 'Salad', 'Soups', 'Pasta']);
  expect(html).toContain(
    '<script id="menu-categories" type="application/json">["Salad","Soups","Pasta"]</script>',
  );
});

test('/Menu brings the diet chips, none pressed, and each card its dietary marks', async () => {
  const built = await pageFile(
    bareTemplate(''),
    { path: '/Menu', chunk: 'menu', title: 'Menu · Tomato' },
    { chunks: {}, readAsset: () => '' },
  );
  expect(chipsIn(built, 'Filter by diet')).toEqual([
    'Veg',
    'Vegan',
    'No nuts',
    'Gluten-free',
    'Not spicy',
  ]);
  expect(built).not.toMatch(/aria-label="Filter by diet">[^]*?aria-pressed="true"[^]*?<\/div>/);
  const html = await renderMenuPage(built, [
    { ...dish(0, 'Salad'), labels: ['vegetarian', 'vegan', 'gluten-free'] },
    { ...dish(1, 'Pasta'), labels: ['nuts', 'spicy'] },
  ]);
  expect(html).toContain(
    '<p class="diet"><span class="diet__mark" role="img" aria-label="Vegetarian" title="Vegetarian"></span>' +
      '<span class="diet__tag diet__tag--vegan">Vegan</span>' +
      '<span class="diet__tag diet__tag--gluten-free">Gluten-free</span></p>',
  );
  expect(html).toContain(
    '<p class="diet"><span class="diet__mark diet__mark--non" role="img" aria-label="Non-vegetarian" title="Non-vegetarian"></span>' +
      '<span class="diet__tag diet__tag--nuts">Contains nuts</span>' +
      '<span class="diet__tag diet__tag--spicy">Spicy</span></p>',
  );
});

test('rendered with the menu, /Menu leaves out the dishes the kitchen marked unavailable', async () => {
  const menu = [dish(0, 'Salad'), { ...dish(1, 'Soups'), available: false }, dish(2, 'Pasta')];
  const built = await pageFile(
    bareTemplate(''),
    { path: '/Menu', chunk: 'menu', title: 'Menu · Tomato' },
    { chunks: {}, readAsset: () => '' },
  );
  const html = await renderMenuPage(built, menu);
  expect(chipsIn(html)).toEqual(['All', 'Salad', 'Pasta']);
  expect(html).toContain('<h2 class="food-card__name">Dish 0</h2>');
  expect(html).not.toContain('Dish 1');
  expect(html).toMatch(/"total":2[,}]/);
  // A menu with nothing available: the page as built (it says so once the menu arrives).
  expect(await renderMenuPage(built, [{ ...dish(0, 'Salad'), available: false }])).toBe(built);
});
