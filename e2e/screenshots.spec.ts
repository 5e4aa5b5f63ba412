/**
 * Screenshots of every route at 375, 768 and 1280 px into docs/screenshots/, so a person can look
 * at the shop without starting it. Logged in with a dish in the cart, so the pages have content.
 */
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ROUTES, WIDTHS } from './routes';
import { shopperWithDishes, test } from './support';

const FOLDER = path.join(__dirname, '..', 'docs', 'screenshots');

/** Scrolls the page through once, so lazy pictures load, and waits until they have. */
async function loadEveryPicture(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const pause = () => new Promise((resolve) => setTimeout(resolve, 250));
    // A dish grid adds cards as its end comes near: pass again until the page stops growing.
    let height = 0;
    while (height !== document.documentElement.scrollHeight) {
      height = document.documentElement.scrollHeight;
      for (let y = 0; y <= height; y += window.innerHeight) {
        window.scrollTo(0, y);
        await frame();
      }
      await pause();
    }
    window.scrollTo(0, 0);
  });
  // Pictures outside the page's width (a carousel's other slides) wait for their turn.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.right > 0 && box.left < window.innerWidth;
      })
      .every((image) => image.complete),
  );
}

for (const width of WIDTHS) {
  test(`screenshots at ${width} px`, async ({ page, request }) => {
    // Eleven full pages, each loaded to its last picture: near a minute at 1280 px on a busy CI.
    test.slow();
    await shopperWithDishes(page, request, width);
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await loadEveryPicture(page);
      // A whole-page picture is taken without scrolling: cards off screen, which the browser
      // draws only as they near it (content-visibility, food-card.css), are drawn for it here.
      await page.addStyleTag({
        content: '.food-grid > li > .food-card { content-visibility: visible !important; }',
      });
      await page.screenshot({
        path: path.join(FOLDER, `${route.name}-${width}.png`),
        fullPage: true,
      });
    }
  });
}
