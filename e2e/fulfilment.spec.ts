/**
 * Issue 30 in the browser: delivery or pickup, delivery areas, quoted times and ordering ahead.
 * At 3 AM the shop says it is closed on every page and takes an order for 9:30 AM, which
 * /MyOrders and the board's 'Scheduled' column show; at noon a pickup is quoted 'Ready for pickup
 * in about 20 min'; an address outside every area is refused with Pickup one click away. axe
 * checks the new controls at a phone's width and a laptop's.
 *
 * Each part runs on a store of its own, its clock set by SHOP_CLOCK: the run's store is shared
 * by journeys running at the same time, whose open orders would lengthen the quote and whose
 * addresses a delivery area would refuse.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../bench/server-process';
import { DEFAULT_PICKUP_ADDRESS, FULFILMENT_MESSAGES } from '../contract/fulfilment';
import { orderNumber } from '../contract/rules';
import {
  addFromMenu,
  ADDRESS,
  fillAddress,
  logIn,
  makeStaff,
  payOnTestCheckout,
  registeredShopper,
  staffOnBoard,
  test,
  type Shopper,
} from './support';
import { ADDRESS as WIRE_ADDRESS } from '../src/test/address';

/** The controls issue 30 added, where the page shows them. */
const NEW_CONTROLS = ['.shop-closed-bar', '.fulfilment', '.when', '.not-delivered'];

/** axe on the new controls the page shows, at 375 and at 1280 px. */
async function axeOnNewControls(page: Page): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    for (const selector of NEW_CONTROLS)
      if ((await page.locator(selector).count()) > 0) axe = axe.include(selector);
    const { violations } = await axe.analyze();
    expect(violations, `axe at ${width} px`).toEqual([]);
  }
}

/**
 * A store of this file's own, its clock at `shopClock`. Called from a beforeAll: on a busy machine
 * a store's start (migrations, the sample menu's pictures) can take longer than a test's minute.
 */
function ownStore(shopClock: string): Promise<RunningServer> {
  test.setTimeout(180_000);
  return startServer({ SHOP_CLOCK: shopClock, AUTH_FAILURE_LIMIT: '1000', SIGNUP_LIMIT: '1000' });
}

/** A new shopper in a browser of their own on `store`, signed in on /Menu. */
async function shopperOn(
  browser: Browser,
  server: RunningServer,
): Promise<{ page: Page; shopper: Shopper }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const shopper = await registeredShopper(context.request);
  await page.goto('/Menu');
  await logIn(page, shopper);
  return { page, shopper };
}

/** The `token` header of `who`, logged in through the API. */
async function tokenOf(request: APIRequestContext, who: Shopper): Promise<{ token: string }> {
  const login = await request.post('/api/user/login', {
    data: { email: who.email, password: who.password },
  });
  expect(login.status()).toBe(200);
  return { token: ((await login.json()) as { token: string }).token };
}

/** From /Cart to /PlaceOrder with one Greek Salad in the cart. */
async function toCheckout(page: Page): Promise<void> {
  await addFromMenu(page, 'Greek Salad');
  await page.goto('/Cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('group', { name: 'Delivery or pickup' })).toBeVisible();
}

/** Chooses Pickup and fills who collects it. */
async function pickupBy(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await expect(page.getByLabel('Street', { exact: true })).toHaveCount(0);
  for (const label of ['First name', 'Last name', 'Email address', 'Phone'] as const)
    await page.getByLabel(label, { exact: true }).fill(ADDRESS[label]);
}

/** Pays on the test checkout; the order's id. */
async function pay(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payOnTestCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment verified')).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId')!;
}

test.describe('at 3 AM, while the shop is closed', () => {
  let server: RunningServer;
  // Thursday 26 November 2026, 03:00 in Asia/Kolkata: the shop opens at 9 AM.
  test.beforeAll(async () => {
    server = await ownStore('2026-11-25T21:30:00Z');
  });
  test.afterAll(() => server?.stop());

  test('the notice is on / and /Menu; an order for 9:30 AM is paid and shows as scheduled', async ({
    browser,
  }) => {
    test.slow();
    const { page } = await shopperOn(browser, server);
    const notice = FULFILMENT_MESSAGES.closedNotice('9 AM');
    await expect(page.getByText(notice)).toBeVisible();
    await page.goto('/');
    await expect(page.getByText(notice)).toBeVisible();
    await page.goto('/Menu');
    await expect(page.getByText(notice)).toBeVisible();

    await toCheckout(page);
    await expect(page.getByText(FULFILMENT_MESSAGES.closedOrderAhead('9 AM'))).toBeVisible();
    await pickupBy(page);
    // Closed: no 'As soon as possible', and the first slot (9:30 for a 20-minute pickup) chosen.
    await expect(page.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
    const time = page.getByLabel('Time', { exact: true });
    await expect(time.locator('option:checked')).toHaveText('9:30 AM');
    const when = page.getByRole('group', { name: 'When' });
    await expect(when).toContainText(FULFILMENT_MESSAGES.scheduled('9:30 AM'));
    await axeOnNewControls(page);

    const number = orderNumber(await pay(page));
    await page.goto('/MyOrders');
    const order = page.getByRole('listitem').filter({ hasText: `Order #${number}` });
    await expect(order).toContainText(FULFILMENT_MESSAGES.scheduled('9:30 AM'));
    await expect(order).toContainText(FULFILMENT_MESSAGES.pickup);

    const board = await staffOnBoard(browser, server.url, { DATA_DIR: server.dataDir });
    const scheduled = board.getByRole('region', { name: /^Scheduled/ });
    const card = scheduled.getByRole('article', { name: `Order #${number}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('9:30 AM');
    await board.context().close();
    await page.context().close();
  });
});

test.describe('at noon, while the shop is open', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  // Wednesday 25 November 2026, 12:00 in Asia/Kolkata.
  test.beforeAll(async () => {
    server = await ownStore('2026-11-25T06:30:00Z');
  });
  test.afterAll(() => server?.stop());

  test("a pickup is quoted 'Ready for pickup in about 20 min' before paying", async ({
    browser,
  }) => {
    test.slow();
    const { page } = await shopperOn(browser, server);
    await expect(page.getByText(FULFILMENT_MESSAGES.closedNotice('9 AM'))).toHaveCount(0);
    await toCheckout(page);
    await pickupBy(page);
    await expect(page.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'When' })).toContainText(
      FULFILMENT_MESSAGES.readyIn(20),
    );
    await expect(
      page.getByText(FULFILMENT_MESSAGES.pickupAt(DEFAULT_PICKUP_ADDRESS)),
    ).toBeVisible();
    const number = orderNumber(await pay(page));
    await page.goto('/MyOrders');
    const order = page.getByRole('listitem').filter({ hasText: `Order #${number}` });
    await expect(order).toContainText(FULFILMENT_MESSAGES.pickup);
    await expect(order).toContainText(/Due 12:\d\d PM/);
    await page.context().close();
  });

  test('an address outside every delivery area is refused, with Pickup one click away', async ({
    browser,
  }) => {
    test.slow();
    const { page, shopper } = await shopperOn(browser, server);
    const { request } = page.context();
    // Staff deliver to one area, which does not cover the shopper's 560001.
    const staff = await registeredShopper(request, 'Chef Arjun');
    makeStaff(staff, { DATA_DIR: server.dataDir });
    const saved = await request.post('/api/shop/area/save', {
      headers: await tokenOf(request, staff),
      data: { name: 'Koramangala', pins: '560034, 560095', fee: 40, minimum: 0 },
    });
    expect(saved.status()).toBe(200);

    await toCheckout(page);
    await fillAddress(page);
    const refusal = FULFILMENT_MESSAGES.notDelivered(ADDRESS['Zip code']);
    const alert = page.getByRole('alert').filter({ hasText: refusal });
    await expect(alert).toBeVisible();
    await axeOnNewControls(page);

    // The server refuses it in the same words.
    const menu = (await (await request.get('/api/food/list')).json()) as {
      data: Array<{ _id: string; name: string }>;
    };
    const salad = menu.data.find((dish) => dish.name === 'Greek Salad')!;
    const placed = await request.post('/api/order/place', {
      headers: await tokenOf(request, shopper),
      data: { address: WIRE_ADDRESS, items: [{ _id: salad._id, quantity: 1 }], amount: 170 },
    });
    expect(placed.status()).toBe(409);
    expect(((await placed.json()) as { message: string }).message).toBe(refusal);

    await alert.getByRole('button', { name: 'Switch to Pickup' }).click();
    await expect(page.getByRole('radio', { name: /^Pickup/ })).toBeChecked();
    await expect(page.getByText(refusal)).toHaveCount(0);
    await page.context().close();
  });
});
