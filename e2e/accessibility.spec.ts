/** axe-core on every route, logged out and logged in, at 375 and 1280 px: no serious or critical violation. */
import { expect } from '@playwright/test';
import { seriousViolations } from './page-checks';
import { ROUTES } from './routes';
import { addFromMenu, logIn, registeredShopper, test } from './support';

for (const width of [375, 1280]) {
  for (const loggedIn of [false, true]) {
    test(`axe: every route ${loggedIn ? 'logged in' : 'logged out'} at ${width} px`, async ({
      page,
      request,
    }) => {
      // Twelve routes, each scanned whole: about a minute on a busy 2-core machine.
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/Menu');
      await addFromMenu(page, 'Greek Salad');
      if (loggedIn) await logIn(page, await registeredShopper(request));
      const problems: string[] = [];
      for (const route of ROUTES) {
        await page.goto(route.path);
        await expect(page.locator('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        problems.push(...(await seriousViolations(page, route.path)));
      }
      expect(problems).toEqual([]);
    });
  }
}
