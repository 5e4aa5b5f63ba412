/** axe-core on every route, logged out and logged in, at 375 and 1280 px: no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ROUTES } from './routes';
import { addFromMenu, logIn, registeredShopper, test } from './support';

async function scan(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.help} -> ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

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
        problems.push(...(await scan(page, route.path)));
      }
      expect(problems).toEqual([]);
    });
  }
}
