/**
 * @jest-environment node
 */
/**
 * The pages the server serves as the build's module makes them (servedPages): each kept for the
 * menu it was made from, made again once the menu changes, and left as built when there is
 * nothing to put in or the page cannot be made. Through the server: server/web/menu-page.test.ts
 * and dish-pages.test.ts.
 */
import type { FoodItem } from '../../contract/api';
import type { MenuRead } from '../../contract/routes';
import { bareTemplate } from '../test/bareTemplate';
import { testDish } from '../test/dishOptions';
import { DISH_PAGE, pageFile, servedPages } from './prerender';

const dish = (index: number): FoodItem => ({
  ...testDish(`d${index}`, `Dish ${index}`, 10),
  slug: `dish-${index}`,
});

const NO_BUILD = { chunks: {}, readAsset: () => '' };

async function pagesOf(options: { menu?: string; dish?: string } = {}) {
  const failures: unknown[] = [];
  const built = {
    menu:
      options.menu ??
      (await pageFile(
        bareTemplate(''),
        { path: '/Menu', chunk: 'menu', title: 'Menu · Tomato' },
        NO_BUILD,
      )),
    dish: options.dish ?? (await pageFile(bareTemplate(''), DISH_PAGE, NO_BUILD)),
  };
  const pages = servedPages({
    built,
    origin: 'https://shop.example',
    failed: (error) => failures.push(error),
  });
  return { pages, failures };
}

test('/Menu is made once for a menu read, and again once the menu changes', async () => {
  const { pages, failures } = await pagesOf();
  const menu: MenuRead = { dishes: [dish(1), dish(2)] };
  const first = await pages.menu(menu);
  expect(first?.html).toContain('Dish 2');
  expect(await pages.menu(menu)).toBe(first);

  const changed: MenuRead = { dishes: [dish(1), { ...dish(2), name: 'Dish Two' }] };
  const again = await pages.menu(changed);
  expect(again).not.toBe(first);
  expect(again?.html).toContain('Dish Two');
  expect(failures).toEqual([]);
});

test('an empty menu leaves /Menu as built; a page of another build is served as built, once told', async () => {
  const empty = await pagesOf();
  expect(await empty.pages.menu({ dishes: [] })).toBeUndefined();

  const other = await pagesOf({ menu: bareTemplate('<!-- another build -->') });
  const menu: MenuRead = { dishes: [dish(1)] };
  expect(await other.pages.menu(menu)).toBeUndefined();
  expect(await other.pages.menu(menu)).toBeUndefined();
  expect(other.failures).toHaveLength(1);
  expect(String(other.failures[0])).toMatch(/not this build/);
});

test("a dish's page is kept for its menu, and made afresh for what the next menu holds", async () => {
  const { pages } = await pagesOf();
  const menu: MenuRead = { dishes: [dish(1)] };
  const page = await pages.dish(menu, { slug: 'dish-1', dish: dish(1) });
  expect(page?.html).toContain('<title>Dish 1 · Tomato</title>');
  expect(await pages.dish(menu, { slug: 'dish-1', dish: dish(1) })).toBe(page);

  // The same address, now a removed dish's: another page, not the kept one.
  const removed = await pages.dish(menu, { slug: 'dish-1', removed: 'Dish 1' });
  expect(removed).not.toBe(page);
  expect(removed?.html).toContain('Dish 1 is no longer on the menu.');

  const next: MenuRead = { dishes: [{ ...dish(1), price: 12 }] };
  const renewed = await pages.dish(next, { slug: 'dish-1', dish: next.dishes[0] });
  expect(renewed).not.toBe(page);
});
