/**
 * Issue 14, dietary labels: the diet chips of /Menu and /SearchFood narrow the dishes with the
 * category and the search, and the address keeps them through a reload, Back and Forward.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support';

const chips = (page: Page, group: 'category' | 'diet') =>
  page.getByRole('group', { name: `Filter by ${group}` });
const chip = (page: Page, group: 'category' | 'diet', name: string) =>
  chips(page, group).getByRole('button', { name, exact: true });
const cardNames = (page: Page) => page.locator('main article h2').allTextContents();

test('diet chips on /Menu with a category: the address, a reload, Back and Forward', async ({
  page,
}) => {
  await page.goto('/Menu');
  await chip(page, 'category', 'Pasta').click();
  await expect(page).toHaveURL(/\/Menu\?category=Pasta$/);
  await expect
    .poll(() => cardNames(page))
    .toEqual(['Cheese Pasta', 'Tomato Pasta', 'Creamy Pasta', 'Chicken Pasta']);

  await chip(page, 'diet', 'Veg').click();
  await expect(page).toHaveURL(/\/Menu\?category=Pasta&diet=veg$/);
  await expect(chip(page, 'diet', 'Veg')).toHaveAttribute('aria-pressed', 'true');
  // Creamy Pasta has egg: non-vegetarian, as Indian menus mark it.
  await expect.poll(() => cardNames(page)).toEqual(['Cheese Pasta', 'Tomato Pasta']);
  // Only vegetarian dishes: each card carries the vegetarian mark.
  await expect(page.getByRole('img', { name: 'Vegetarian', exact: true })).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Non-vegetarian' })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('2 dishes in Pasta (Veg)');

  // A reload (the address is all it has) shows the same filtered menu, never the whole one.
  await page.reload();
  await expect(chip(page, 'category', 'Pasta')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'diet', 'Veg')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cardNames(page)).toEqual(['Cheese Pasta', 'Tomato Pasta']);

  await chip(page, 'diet', 'Vegan').click();
  await expect(page).toHaveURL(/\/Menu\?category=Pasta&diet=veg,vegan$/);
  await expect.poll(() => cardNames(page)).toEqual(['Tomato Pasta']);

  await page.goBack();
  await expect(page).toHaveURL(/\/Menu\?category=Pasta&diet=veg$/);
  await expect(chip(page, 'diet', 'Vegan')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => cardNames(page)).toEqual(['Cheese Pasta', 'Tomato Pasta']);
  await page.goBack();
  await expect(page).toHaveURL(/\/Menu\?category=Pasta$/);
  await expect(chip(page, 'diet', 'Veg')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => cardNames(page)).toHaveLength(4);
  await page.goForward();
  await expect(chip(page, 'diet', 'Veg')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cardNames(page)).toHaveLength(2);

  // Nothing left: the page says so and clears the diet filters.
  await page.goto('/Menu?category=Cake&diet=gluten-free,halal');
  await expect(page.getByText('No dishes in “Cake” match these diet filters.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  await page.getByRole('button', { name: 'Clear diet filters' }).click();
  await expect(page).toHaveURL(/\/Menu\?category=Cake$/);
  await expect.poll(() => cardNames(page)).toHaveLength(4);
});

test('diet chips on /SearchFood with the search and the price; kept through a reload and Back', async ({
  page,
}) => {
  await page.goto('/SearchFood');
  await page.getByRole('searchbox').pressSequentially('noodles', { delay: 20 });
  await expect.poll(() => cardNames(page)).toHaveLength(4);
  await chip(page, 'diet', 'Vegan').click();
  await expect.poll(() => cardNames(page)).toEqual(['Veg Noodles', 'Cooked Noodles']);
  await expect(page).toHaveURL(/\/SearchFood\?q=noodles&diet=vegan$/);
  await page.getByLabel(/Min price/).fill('100');
  await page.getByLabel(/Max price/).fill('140');
  await expect.poll(() => cardNames(page)).toEqual(['Veg Noodles']);
  // The address follows the fields once typing pauses.
  await expect(page).toHaveURL(/\/SearchFood\?q=noodles&min=100&max=140&diet=vegan$/);

  await page.reload();
  await expect(chip(page, 'diet', 'Vegan')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox')).toHaveValue('noodles');
  await expect.poll(() => cardNames(page)).toEqual(['Veg Noodles']);

  await chip(page, 'diet', 'Not spicy').click();
  await expect(page).toHaveURL(/diet=vegan,not-spicy$/);
  await page.goBack();
  await expect(chip(page, 'diet', 'Not spicy')).toHaveAttribute('aria-pressed', 'false');
  await expect(chip(page, 'diet', 'Vegan')).toHaveAttribute('aria-pressed', 'true');
});

test('the chips are 44 px tap targets on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/Menu?diet=veg');
  for (const button of await chips(page, 'diet').getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});
