/**
 * Issue 31: the board as a kitchen screen on a 1024x768 tablet. No shop header or footer around
 * it; 'Turn on sound' (one tap: the browser's autoplay rule), then a paid order plays the alert
 * again and again until acknowledged (the AudioContext's state and the header's count of alerts
 * say so: a test cannot listen); axe at 1024x768 and 375. Pausing new orders, on a store of its
 * own (a pause stops every journey's orders): the shopper's /Cart says the pause's sentence and
 * holds checkout, order/place refuses it, and 'Resume orders' lets orders in again.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { startStore, type RunningStore } from '../bench/server-process';
import { SAMPLE_ADDRESS } from '../server/test/helpers';
import {
  addFromMenu,
  logIn,
  payForCart,
  registeredShopper,
  signedInOnMenu,
  staffOnBoard,
  test,
  waitingForApp,
  type Shopper,
} from './support';

const numberOf = (orderId: string) => orderId.replace(/-/g, '').slice(-6).toUpperCase();

/** The board's header, with the attributes that say what the page played. */
const boardHeader = (board: Page) => board.locator('header[data-alerts]');
const alertsPlayed = async (board: Page) =>
  Number(await boardHeader(board).getAttribute('data-alerts'));

async function noAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

test("the board fills a tablet's screen, and after 'Turn on sound' a paid order sounds until acknowledged", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const board = await staffOnBoard(browser, baseURL!);
  // The board's own compact header, not the shop's header or footer.
  await expect(board.getByRole('contentinfo')).toHaveCount(0);
  await expect(board.getByRole('link', { name: 'Tomato home' })).toHaveCount(0);
  const header = boardHeader(board);
  await expect(header.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await expect(header.getByText('Sound is off')).toBeVisible();
  await expect(header).toHaveAttribute('data-sound', 'off');

  await header.getByRole('button', { name: 'Turn on sound' }).click();
  await expect(header).toHaveAttribute('data-audio-state', 'running');
  await expect(header.getByText('Sound on')).toBeVisible();
  expect(await alertsPlayed(board)).toBe(0);

  await signedInOnMenu(page, request);
  await addFromMenu(page, 'Greek Salad', 2);
  const number = numberOf(await payForCart(page));
  await expect(board.getByRole('article', { name: `Order #${number}` })).toBeVisible();
  const waiting = header.getByRole('group', { name: 'New orders' });
  await expect(waiting).toContainText(`New order #${number}`);
  await expect.poll(() => alertsPlayed(board)).toBeGreaterThanOrEqual(1);
  // Again a few seconds later, nobody having acknowledged it.
  await expect.poll(() => alertsPlayed(board), { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
  await waiting.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(waiting).toBeHidden();
  const played = await alertsPlayed(board);
  await board.waitForTimeout(6_000);
  expect(await alertsPlayed(board)).toBe(played);

  await noAxeViolations(board);
  await board.setViewportSize({ width: 375, height: 812 });
  await noAxeViolations(board);
  await board.context().close();
});

async function tokenOf(request: APIRequestContext, who: Shopper): Promise<string> {
  const reply = await request.post('/api/user/login', {
    data: { email: who.email, password: who.password },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { token: string }).token;
}

test.describe('pausing new orders', () => {
  let store: RunningStore;

  test.beforeAll(async () => {
    // Wednesday 12:00 in Asia/Kolkata: open.
    store = await startStore({
      SHOP_CLOCK: '2026-11-25T06:30:00Z',
      AUTH_FAILURE_LIMIT: '1000',
      SIGNUP_LIMIT: '1000',
    });
  });
  test.afterAll(() => store?.stop());

  test("'Pause' · 30 min: the shopper's /Cart says when orders are back and order/place refuses; 'Resume orders' lets them in", async ({
    browser,
  }) => {
    test.slow();
    const board = await staffOnBoard(browser, store.url, { DATA_DIR: store.dataDir });
    const header = boardHeader(board);
    await header.getByRole('button', { name: 'Pause' }).click();
    await header
      .getByRole('group', { name: 'Pause new orders for' })
      .getByRole('button', { name: '30 min' })
      .click();
    const said = header.getByText(/^Not taking orders right now — back at 12:3\d PM$/);
    await expect(said).toBeVisible();
    const sentence = (await said.textContent())!;

    const context = await browser.newContext({
      baseURL: store.url,
      viewport: { width: 1280, height: 900 },
    });
    const page = waitingForApp(await context.newPage());
    const shopper = await registeredShopper(context.request);
    await page.goto('/Menu');
    await logIn(page, shopper);
    await addFromMenu(page, 'Greek Salad');
    await page.goto('/Cart');
    await expect(page.getByText(sentence)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();

    const food = (await (await context.request.get('/api/food/list')).json()) as {
      data: Array<{ _id: string; name: string; price: number }>;
    };
    const salad = food.data.find(({ name }) => name === 'Greek Salad')!;
    const place = async () =>
      context.request.post('/api/order/place', {
        headers: { token: await tokenOf(context.request, shopper) },
        data: {
          address: SAMPLE_ADDRESS,
          items: [{ _id: salad._id, quantity: 1 }],
          amount: salad.price * 10 + 50,
        },
      });
    const refused = await place();
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ success: false, message: sentence });

    await header.getByRole('button', { name: 'Resume orders' }).click();
    await expect(header.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.goto('/Cart');
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    await expect(page.getByText(sentence)).toHaveCount(0);
    expect((await place()).status()).toBe(201);
    await context.close();
    await board.context().close();
  });
});
