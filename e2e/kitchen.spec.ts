/**
 * Issue 12: the kitchen and the shopper, each in a browser of their own. An order paid by the
 * shopper appears on the open board; staff move it on; the shopper's open /MyOrders follows each
 * step, without a reload, within 2 seconds.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { addFromMenu, payForCart, signedInOnMenu, staffOnBoard, test } from './support';

/** The number the kitchen and the shopper know an order by (contract/rules.ts orderNumber). */
const numberOf = (orderId: string) => orderId.replace(/-/g, '').slice(-6).toUpperCase();

test('21. an order paid by a shopper reaches the open board; each step staff take reaches the shopper', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const board = await staffOnBoard(browser, baseURL!);

  await signedInOnMenu(page, request);
  await addFromMenu(page, 'Greek Salad', 2);
  const orderId = await payForCart(page);
  const number = numberOf(orderId);

  // On the board, without a reload: the new order, highlighted and announced.
  const card = board.getByRole('article', { name: `Order #${number}` });
  await expect(card).toBeVisible({ timeout: 2_000 });
  await expect(card).toContainText('Greek Salad x 2');
  await expect(card).toContainText('12 MG Road');
  await expect(board.getByRole('status').filter({ hasText: `#${number}` })).toBeAttached();

  await page.goto('/MyOrders');
  const order = page.getByRole('listitem').filter({ hasText: `Order #${number}` });
  await expect(order.locator('[aria-current="step"]')).toContainText('Preparing');

  // A new order is accepted first ('New', then 'Preparing').
  await card.getByRole('button', { name: 'Accept · 20 min' }).click();
  await card.getByRole('button', { name: 'Out for delivery' }).click();
  await expect(page.getByText('Your order is out for delivery!')).toBeVisible({ timeout: 2_000 });
  await expect(order.locator('[aria-current="step"]')).toContainText('Out for delivery');

  await card.getByRole('button', { name: 'Delivered' }).click();
  await expect(order.locator('[aria-current="step"]')).toContainText('Delivered', {
    timeout: 2_000,
  });
  await expect(
    board
      .getByRole('region', { name: /Delivered/ })
      .getByRole('article', { name: `Order #${number}` }),
  ).toBeVisible();

  const axe = await new AxeBuilder({ page: board }).analyze();
  expect(axe.violations).toEqual([]);
  await board.context().close();
});

test("a shopper opening /kitchen sees 'Staff only.', and the server refuses the board to them", async ({
  page,
  request,
}) => {
  const shopper = await signedInOnMenu(page, request);
  await page.goto('/kitchen');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff only.' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  const login = await request.post('/api/user/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  const { token } = (await login.json()) as { token: string };
  const reply = await request.get('/api/kitchen/orders', { headers: { token } });
  expect(reply.status()).toBe(403);
  expect(await reply.json()).toEqual({ success: false, message: 'Staff only.' });
});
