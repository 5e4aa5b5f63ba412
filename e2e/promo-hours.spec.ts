/**
 * Issue 13, the shopper's side: a promo code staff create gives its discount on /Cart, on
 * /PlaceOrder, on the payment page and on the order in /MyOrders; and outside opening hours the
 * shop says so, offers a time once it opens, and refuses an order for now. The clock is set by configuration (SHOP_CLOCK), never by
 * waiting: the run's store is fixed at Wednesday 12:00 in Asia/Kolkata (open); the closed journey
 * starts a store of its own at Sunday 08:00 there (Sundays open at 10 AM).
 */
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../bench/server-process';
import { ADDRESS } from '../src/test/address';
import {
  addFromMenu,
  fillAddress,
  logIn,
  shopperWithDishes,
  makeStaff,
  payOnTestCheckout,
  registeredShopper,
  signedInOnMenu,
  test,
  type Shopper,
} from './support';

const FOLDER = path.join(__dirname, '..', 'docs', 'screenshots');

async function tokenOf(request: APIRequestContext, who: Shopper): Promise<string> {
  const reply = await request.post('/api/user/login', {
    data: { email: who.email, password: who.password },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { token: string }).token;
}

/** A code made by staff through the console's call: 10% off, no other condition. */
async function staffCreateCode(
  request: APIRequestContext,
  code = `TEN${Date.now().toString(36).toUpperCase()}`,
): Promise<string> {
  const staff = await registeredShopper(request, 'Chef Arjun');
  makeStaff(staff);
  const reply = await request.post('/api/kitchen/promos/add', {
    headers: { token: await tokenOf(request, staff) },
    data: { code, kind: 'percent', value: 10 },
  });
  expect(reply.status()).toBe(201);
  return code;
}

const totals = (page: Page) => page.getByRole('region', { name: 'Cart Totals' });

test('a promo code gives its discount through payment, and the order keeps it', async ({
  page,
  request,
}) => {
  test.slow();
  const code = await staffCreateCode(request);
  await signedInOnMenu(page, request);
  // 2 x Greek Salad (₹120): ₹240, 10% off is ₹24, plus the ₹50 fee: ₹266.
  await addFromMenu(page, 'Greek Salad', 2);
  await page.goto('/Cart');
  await page.getByLabel('If you have a promo code, Enter it here').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Promo code applied.' })).toBeVisible();
  await expect(totals(page).getByText(`Discount (${code})`)).toBeVisible();
  await expect(totals(page).locator('dd').nth(1)).toHaveText('−₹24');
  await expect(totals(page).locator('dd').last()).toHaveText('₹266');

  // Kept with the cart: a reload still has it.
  await page.reload();
  await expect(totals(page).locator('dd').last()).toHaveText('₹266');

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(totals(page).getByText(`Discount (${code})`)).toBeVisible();
  await expect(totals(page).locator('dd').last()).toHaveText('₹266');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  // The payment page takes the discounted total and shows the discount.
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹266' })).toBeVisible();
  await payOnTestCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment verified')).toBeVisible();

  await page.goto('/MyOrders');
  const order = page.getByRole('listitem').filter({ hasText: 'Greek Salad x 2' }).first();
  await expect(order).toContainText('₹266.00');
  await expect(order).toContainText(`Discount (${code}) −₹24`);
  // Paid: the code has done its work and leaves the cart.
  await page.goto('/Cart');
  await expect(page.getByText(`Code ${code}`)).toHaveCount(0);
});

/**
 * /Cart and /PlaceOrder as a shopper sees them with a discount, an unavailable dish and the shop
 * closed, at a phone's width and a laptop's. The closed sign and the unavailable dish are the
 * network's answers changed in this browser only (the run's store is open and its menu is shared
 * by the other journeys); the discount is the store's own.
 */
for (const width of [375, 1280]) {
  test(`the cart and checkout with a discount, an unavailable dish and the shop closed at ${width} px`, async ({
    page,
    request,
  }) => {
    test.slow();
    // A name of its own per width (the run's store is shared), the same on every run.
    const code = await staffCreateCode(request, `TASTY${width}`);
    await shopperWithDishes(page, request, width);
    await page.route('**/api/food/list', async (route) => {
      const reply = await route.fetch();
      const body = (await reply.json()) as { data: Array<{ name: string; available: boolean }> };
      for (const dish of body.data) if (dish.name === 'Butterscotch Cake') dish.available = false;
      await route.fulfill({ response: reply, json: body });
    });
    await page.route('**/api/shop', async (route) => {
      const reply = await route.fetch();
      const body = (await reply.json()) as Record<string, unknown>;
      await route.fulfill({
        response: reply,
        json: { ...body, open: false, closedMessage: 'We are closed now. We open at 9 AM.' },
      });
    });

    await page.goto('/Cart');
    await page.getByLabel('If you have a promo code, Enter it here').fill(code);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(totals(page).locator('dd').nth(1)).toHaveText('−₹24');
    await expect(
      page.getByText('Sorry, Butterscotch Cake is not available right now.'),
    ).toBeVisible();
    // Closed, the shop still takes orders for later: the cart says so and checkout stays open.
    const ahead = 'We are closed now. We open at 9 AM. You can order now for later.';
    await expect(page.getByText(ahead)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(FOLDER, `cart-promo-${width}.png`), fullPage: true });

    await page.goto('/PlaceOrder');
    await expect(totals(page).getByText(`Discount (${code})`)).toBeVisible();
    await expect(page.getByText(ahead)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: path.join(FOLDER, `place-order-promo-${width}.png`),
      fullPage: true,
    });
  });
}

test.describe('outside opening hours', () => {
  let closed: RunningServer;

  test.beforeAll(async () => {
    // Sunday 29 November 2026, 08:00 in Asia/Kolkata: Sundays open at 10 AM.
    closed = await startServer({
      SHOP_CLOCK: '2026-11-29T02:30:00Z',
      AUTH_FAILURE_LIMIT: '1000',
      SIGNUP_LIMIT: '1000',
    });
  });
  test.afterAll(() => closed?.stop());

  test('the shop says it is closed on /Cart and /PlaceOrder, offers a later time, and refuses an order for now', async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({
      baseURL: closed.url,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const message = 'We are closed now. We open at 10 AM.';
    const shopper = await registeredShopper(context.request);
    await page.goto('/Menu');
    await logIn(page, shopper);
    // The menu and the cart keep working.
    await addFromMenu(page, 'Greek Salad');
    // Ordering ahead: the cart says so, and checkout stays open for a time once the shop opens.
    await page.goto('/Cart');
    await expect(page.getByText(`${message} You can order now for later.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();

    await page.goto('/PlaceOrder');
    await expect(page.getByText(`${message} You can order now for later.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();

    // The server refuses an order for now (no time chosen), with the shop's words.
    const token = await tokenOf(context.request, shopper);
    const reply = await context.request.post('/api/order/place', {
      headers: { token },
      data: {
        address: ADDRESS,
        items: [{ _id: await dishId(context.request, 'Greek Salad'), quantity: 1 }],
        amount: 170,
      },
    });
    expect(reply.status()).toBe(409);
    expect(((await reply.json()) as { message: string }).message).toBe(message);
    await context.close();
  });
});

async function dishId(request: APIRequestContext, name: string): Promise<string> {
  const reply = await request.get('/api/food/list');
  const { data } = (await reply.json()) as { data: Array<{ _id: string; name: string }> };
  return data.find((dish) => dish.name === name)!._id;
}
