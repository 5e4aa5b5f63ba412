/**
 * Search that forgives more (docs/product.md#search-and-filters), as a shopper types on
 * /SearchFood: two letters swapped ('greek salda' finds Greek Salad first), the menu's words as
 * shoppers spell them ('panner', 'paner' find the paneer dishes) and option names ('large pizza').
 * The paneer dishes and the pizza are the journey's own, added through the staff API and removed
 * after.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BodyOf } from '../contract/api';
import { SAMPLE_CAKE_SIZE } from '../server/food/sample-menu';
import { changeDish, ownDish, staffToken } from './staff-api';
import { test } from './support';

/** Types `query` into the search box, as a shopper does, from an empty box. */
async function search(page: Page, query: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search dishes' });
  await box.fill('');
  await box.pressSequentially(query, { delay: 20 });
  await expect(page).toHaveURL(new RegExp(`q=${query.replace(' ', '\\+')}$`));
}

/** The names of the dishes found, in the page's order. */
const namesFound = (page: Page) => page.locator('main article h2').allTextContents();

/** Dishes of the journey's own on the menu while `run` runs, removed after. */
async function withDishes(
  request: APIRequestContext,
  dishes: BodyOf<'dishAdd'>[],
  run: () => Promise<void>,
): Promise<void> {
  const staff = await staffToken(request);
  const ids: string[] = [];
  try {
    for (const body of dishes)
      ids.push((await changeDish(request, staff, 'dishAdd', body)).dish._id);
    await run();
  } finally {
    for (const _id of ids) await changeDish(request, staff, 'dishRemove', { _id });
  }
}

test("'greek salda': two letters swapped are one slip, and Greek Salad comes first", async ({
  page,
}) => {
  await page.goto('/SearchFood');
  await search(page, 'greek salda');
  await expect(page.getByRole('heading', { name: 'Greek Salad' })).toBeVisible();
  expect((await namesFound(page))[0]).toBe('Greek Salad');
});

test("'panner' and 'paner' find the paneer dishes, first", async ({ page, request }) => {
  const paneer = [
    ownDish('Paneer Tikka Roll', {
      description: 'Cottage cheese cubes grilled with spices.',
      category: 'Curries',
      labels: ['vegetarian'],
    }),
    ownDish('Palak Paneer', {
      description: 'Cottage cheese in a spinach gravy.',
      category: 'Curries',
      labels: ['vegetarian'],
    }),
  ];
  await withDishes(request, paneer, async () => {
    await page.goto('/SearchFood');
    for (const query of ['panner', 'paner']) {
      await search(page, query);
      for (const { name } of paneer)
        await expect(page.getByRole('heading', { name })).toBeVisible();
      const found = await namesFound(page);
      expect(found.slice(0, 2).sort(), query).toEqual(paneer.map(({ name }) => name).sort());
      await expect(page.getByRole('heading', { name: 'Greek Salad' })).toHaveCount(0);
    }
  });
});

test("'large pizza' finds a pizza by its option's name", async ({ page, request }) => {
  const pizza = ownDish('Farmhouse Pizza', {
    description: 'Capsicum, onion and sweetcorn on a thin base.',
    category: 'Pizza',
    labels: ['vegetarian'],
    // Regular, or Large for more: the cakes' sizes.
    optionGroups: SAMPLE_CAKE_SIZE,
  });
  const small = ownDish('Mini Pizza', {
    description: 'One size only: a snack of tomato and basil.',
    category: 'Pizza',
    labels: ['vegetarian'],
  });
  await withDishes(request, [pizza, small], async () => {
    await page.goto('/SearchFood');
    await search(page, 'pizza');
    await expect(page.getByRole('heading', { name: small.name })).toBeVisible();
    await search(page, 'large pizza');
    await expect(page.getByRole('heading', { name: pizza.name })).toBeVisible();
    // A pizza that does not come large is not found.
    await expect(page.getByRole('heading', { name: small.name })).toHaveCount(0);
  });
});
