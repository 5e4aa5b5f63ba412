/**
 * How /SearchFood's results grow (docs/architecture.md, "SPA state"): while keys come, the grid
 * draws one screen of cards; once typing pauses it fills the screen (a tall one holds more than
 * the first batch), and below the screen it grows only as the shopper scrolls down, so the next
 * key never has to take down cards nobody has seen.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support';

const cards = (page: Page) => page.locator('main ul.food-grid > li article');

/** Past the pause after which the results fill the screen (GROW_PAUSE_MS, 1 s). */
const pause = (page: Page) => page.waitForTimeout(1_500);

/** How far below the top of the screen 'Show more dishes' is: the foot of the grid. */
async function footOfGrid(page: Page): Promise<number> {
  const box = await page.getByRole('button', { name: /^Show more dishes/ }).boundingBox();
  return box!.y;
}

/**
 * The grid reaches the foot of the screen and stops there: it grows ahead of a scrolling
 * shopper by 1,200 px (DishGrid's AHEAD), which would put its foot far below.
 */
async function expectScreenFilled(page: Page, height: number): Promise<void> {
  await expect.poll(() => footOfGrid(page)).toBeGreaterThanOrEqual(height - 1);
  await pause(page);
  expect(await footOfGrid(page)).toBeLessThan(height + 1_000);
}

test('a phone is given one screen of results until the shopper scrolls down, and again after a key', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/SearchFood');
  await expect(cards(page).first()).toBeVisible();
  await pause(page);
  await expectScreenFilled(page, 740);
  expect(await cards(page).count()).toBeLessThanOrEqual(2);

  const screenful = await cards(page).count();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => cards(page).count()).toBeGreaterThan(screenful);
  await expect.poll(() => footOfGrid(page)).toBeGreaterThan(740 + 1_000);

  // Back to the box, which scrolls the page up (so does the shorter list): not a scroll to read
  // on, so the answer gets one screen again.
  await page.getByRole('searchbox', { name: 'Search dishes' }).pressSequentially('c');
  await pause(page);
  await expectScreenFilled(page, 740);
});

test('a tall screen is filled once typing pauses, and no more until the shopper scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 2000 });
  await page.goto('/SearchFood');
  await expect(cards(page).first()).toBeVisible();
  const firstBatch = await cards(page).count();
  await pause(page);
  await expect.poll(() => cards(page).count()).toBeGreaterThan(firstBatch);
  await expectScreenFilled(page, 2000);

  const filled = await cards(page).count();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => cards(page).count()).toBeGreaterThan(filled);
});
