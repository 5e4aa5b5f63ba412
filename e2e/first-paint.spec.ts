/** Journey 15: what the page says before its app runs (up to a second on a phone). */
import { expect } from '@playwright/test';
import { layoutShifts, recordLayoutShifts } from './page-checks';
import { addFromMenu, appReady, asPhone, signedInOnMenu, test } from './support';

/** Things the prerendered page must never say to a signed-in shopper whose cart holds a dish. */
const FALSE_FOR_THIS_SHOPPER = [
  'Sign In',
  'Nothing in your bag yet',
  'Your cart is empty.',
  '₹0',
  'Sign in to see your orders',
  'Login to Place Order',
  'Invalid payment link.',
];

test('15. before the app runs, no page tells a signed-in shopper with a full cart anything false', async ({
  page,
  request,
}) => {
  await signedInOnMenu(page, request);
  await addFromMenu(page, 'Greek Salad');

  // The same browser, with every script refused: the page stays as the HTML first paints it.
  const firstPaint = await page.context().newPage();
  await firstPaint.route(/\.js(\?|$)/, (route) => route.abort());
  const paths = ['/', '/Menu', '/Cart', '/PlaceOrder', '/MyOrders', '/Account'];
  for (const path of [...paths, '/verify?success=true&orderId=4f1c2d']) {
    await firstPaint.goto(path, { waitUntil: 'load' });
    const text = await firstPaint.locator('body').innerText();
    for (const claim of FALSE_FOR_THIS_SHOPPER) {
      expect.soft(text, `${path} before the app runs`).not.toContain(claim);
    }
  }
  await firstPaint.close();

  // With the app, the truth: the profile menu, one dish in the bag, the cart's line.
  await page.goto('/Cart');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Greek Salad/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});

test('15b. /Menu on a phone is painted whole: nothing on it moves while it loads', async ({
  browser,
  baseURL,
}) => {
  // Each load in a new context (nothing cached), at a phone's size, link and CPU; a page drawn
  // while its HTML was half parsed (a card without its price yet) moved when the rest came, in
  // about half of such loads, so the test loads it four times.
  for (let load = 1; load <= 4; load += 1) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await asPhone(page);
    await recordLayoutShifts(page);
    await page.goto('/Menu');
    await appReady(page);
    // The menu's request and the pictures settle after the app starts.
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page), `layout shifts in load ${load}`).toEqual([]);
    await context.close();
  }
});
