/** Journeys 6-8 (search and the price filter, the contact form, logging out), and /Menu's first paint. */
import { expect, type Page } from '@playwright/test';
import { addFromMenu, holdTheApp, signedInOnMenu, test } from './support';

test('6. search by name as you type, the price filter in displayed rupees, the empty result', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Search' }).first().click();
  await expect(page).toHaveURL(/\/SearchFood/);
  const search = page.getByRole('searchbox');
  await search.pressSequentially('sal');
  await expect(page.getByRole('heading', { name: 'Greek Salad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Veg Salad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cheese Pasta' })).toBeHidden();
  // A typo is forgiven, and the other dishes go.
  await search.fill('');
  await search.pressSequentially('musroom', { delay: 20 });
  await expect(page.getByRole('heading', { name: 'Garlic Mushroom' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Greek Salad' })).toBeHidden();
  await search.fill('');

  // ₹100 to ₹120 as shown: dishes stored at 10 and 12.
  await page.getByLabel(/Min price/).fill('100');
  await page.getByLabel(/Max price/).fill('120');
  await expect(page.getByRole('heading', { name: 'Jar Ice Cream' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Greek Salad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chicken Salad' })).toBeHidden();
  await search.fill('salad');
  await expect(page.getByRole('heading', { name: 'Greek Salad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Veg Salad' })).toBeHidden();

  await search.fill('zzz');
  await expect(page.getByText('😞 No food items found.')).toBeVisible();
});

/**
 * The grid fills the screen after a pause in typing (SearchPage.tsx's GROW_PAUSE_MS), and grows
 * past it only as the shopper scrolls down (e2e/search-results.spec.ts follows that on a phone and
 * a tall screen). The page's timers run on Playwright's clock, held still while the test looks,
 * so what it sees never depends on how fast the machine is.
 */
async function holdThePageClock(page: Page): Promise<void> {
  // A second ahead of the page's time, which runs on while this call travels.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

test('search on a phone: a screenful per key, the rest as the shopper scrolls down', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.clock.install();
  await page.goto('/SearchFood');
  const cards = page.locator('main article');
  await holdThePageClock(page);
  await page.getByRole('searchbox').pressSequentially('c');
  await expect(page.getByRole('status')).toHaveText(/^\d+ dishes found$/);
  // Half a second on, still the first screen: the next key would only take the rest down again.
  await page.clock.runFor(500);
  await expect(cards).toHaveCount(2);
  // Scrolling down to read on brings the rest at once, with the clock still short of the pause.
  await page.mouse.wheel(0, 300);
  await expect.poll(() => cards.count()).toBeGreaterThan(2);
});

test('search on a phone: a menu that comes late still shows a screenful first', async ({
  page,
}) => {
  // A phone takes seconds to read and index a large menu: arriving is when the dishes show.
  await page.setViewportSize({ width: 375, height: 800 });
  let deliver = () => {};
  const menuHeld = new Promise<void>((resolve) => (deliver = resolve));
  await page.route('**/api/food/list', async (route) => {
    await menuHeld;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/SearchFood');
  await holdThePageClock(page);
  deliver();
  const cards = page.locator('main article');
  // However many dishes the run's other journeys have added to the menu. Reading the reply takes
  // the page's timers a few turns: the clock moves on 50 ms at a time until the dishes show.
  const status = page.getByRole('status');
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return status.textContent();
    })
    .toMatch(/^\d+ dishes found$/);
  await page.clock.runFor(500);
  await expect(cards).toHaveCount(2);
  // Past the pause the two cards still fill the phone's screen: the rest wait for a scroll down.
  await page.clock.runFor(600);
  await expect(cards).toHaveCount(2);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => cards.count()).toBeGreaterThan(2);
});

test("7. the contact form's checks and success; About's 'Contact Us' leads there", async ({
  page,
}) => {
  await page.goto('/About');
  await page.getByRole('link', { name: 'Contact Us' }).last().click();
  await expect(page).toHaveURL(/\/Contact$/);
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByText('Please fill all the fields', { exact: true })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Meera');
  await page.getByLabel('Email', { exact: true }).fill('meera@example');
  await page.getByLabel('Message', { exact: true }).fill('Do you cater for weddings?');
  await send.click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('meera@example.com');
  await send.click();
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(page.getByText('Mon-Sat 9 AM to 9 PM')).toBeVisible();
});

test('8. logout from the profile menu: Orders disappears and the cart is cleared', async ({
  page,
  request,
}) => {
  await signedInOnMenu(page, request);
  await addFromMenu(page, 'Tomato Pasta');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Orders' })).toBeVisible();

  await banner.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('link', { name: 'Orders' })).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/Cart');
  await expect(page.getByRole('button', { name: 'Your cart is empty.' })).toBeVisible();
});

test('/Menu paints its dishes before any script runs, and the app takes them over as they are', async ({
  browser,
  page,
}) => {
  // Without JavaScript: the server put the menu's first screen into the page.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/Menu');
  await expect(still.getByRole('heading', { name: 'Greek Salad' })).toBeVisible();
  // However many dishes the run's other journeys have added to the menu.
  await expect(still.getByRole('status')).toHaveText(/^\d+ dishes$/);
  await expect(still.getByRole('img', { name: 'Greek Salad' })).toHaveJSProperty('complete', true);
  await noScript.close();

  // With it: React hydrates those cards without a mismatch (a mismatch logs an error) and they work.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const menu = page.waitForResponse('**/api/food/list');
  await page.goto('/Menu');
  await menu;
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: 'Pasta', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('4 dishes in Pasta');
  expect(problems).toEqual([]);
});

test('a tap on the page before the app runs is not lost: it counts once the app has started', async ({
  page,
}) => {
  // A tab of its own: the fixture's goto would wait for the app, which is held back here.
  const tab = await page.context().newPage();
  const release = await holdTheApp(tab);
  await tab.goto('/Menu');
  await tab.getByRole('button', { name: 'Add Greek Salad to cart' }).click();
  await expect(tab.locator('html[data-app="ready"]')).toHaveCount(0);

  release();
  const inCart = tab.getByRole('group', { name: 'Greek Salad in cart' });
  await expect(inCart).toBeVisible();
  await expect(inCart.getByText('1', { exact: true })).toBeVisible();
  await tab.close();
});
