/**
 * Screenshots of every route at 375, 768 and 1280 px into docs/screenshots/, so a person can look
 * at the shop without starting it. Logged in with a dish in the cart, so the pages have content.
 */
import path from 'node:path';
import { expect } from '@playwright/test';
import { ROUTES, WIDTHS } from './routes';
import { addFromMenu, logIn, registeredShopper, test } from './support';

const FOLDER = path.join(__dirname, '..', 'docs', 'screenshots');

for (const width of WIDTHS) {
  test(`screenshots at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/Menu');
    await logIn(page, await registeredShopper(request));
    await addFromMenu(page, 'Greek Salad', 2);
    await addFromMenu(page, 'Butterscotch Cake');
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: path.join(FOLDER, `${route.name}-${width}.png`),
        fullPage: true,
      });
    }
  });
}
