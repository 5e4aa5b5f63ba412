/**
 * Issue 34: the shop through a load balancer. Debian's nginx (bench/nginx.ts: round robin, the
 * stream settings docs/operations.md gives) in front of two instances on one PostgreSQL database,
 * each with a data and an uploads folder of its own, so every request the browsers send is free
 * to land on either. A shopper signs up, pays and follows the order while staff see it on the
 * board and move it on; a dish staff add with a picture shows on the shopper's /Menu with its
 * picture. Each reply names its instance (X-Upstream): both must have served the journey.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { nginxInstalled, startBalancer, type RunningNginx } from '../bench/nginx';
import { freePort, startServer, type RunningServer } from '../bench/server-process';
import { orderNumber } from '../contract/rules';
import { createPostgresDatabase } from '../server/test/helpers';
import {
  addFromMenu,
  appReady,
  openLogin,
  payForCart,
  staffOnBoard,
  test,
  uniqueShopper,
  waitingForApp,
  type StoreData,
} from './support';

const postgres = process.env.TEST_DATABASE_URL;

interface Shop {
  /** The balancer's address: the shop's public one. */
  url: string;
  /** 'host:port' of each instance, as nginx names it in X-Upstream. */
  upstreams: string[];
  instances: RunningServer[];
  /** The shop's data, as the staff command takes it (e2e/support.ts makeStaff). */
  data: StoreData;
  stop(): Promise<void>;
}

/** Two instances, one after the other (the first runs the migrations), then nginx before them. */
async function startShop(serverUrl: string): Promise<Shop> {
  const database = await createPostgresDatabase(serverUrl);
  const root = mkdtempSync(path.join(tmpdir(), 'storefront-balancer-'));
  const [port, ...ports] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const upstreams = ports.map((one) => `127.0.0.1:${one}`);
  const instances: RunningServer[] = [];
  let balancer: RunningNginx | undefined;
  const stop = async () => {
    await balancer?.stop();
    for (const instance of instances) await instance.stop();
    await database.drop();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const shared = {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: url,
      TRUST_PROXY_HOPS: '1',
      AUTH_FAILURE_LIMIT: '1000',
      SIGNUP_LIMIT: '1000',
      SHOP_CLOCK: '2026-11-25T06:30:00Z',
      // nginx's open source edition has no health checks to wait for (docs/operations.md).
      SHUTDOWN_DRAIN_SECONDS: '0',
    };
    for (const [index, one] of ports.entries())
      instances.push(
        await startServer({
          ...shared,
          PORT: String(one),
          DATA_DIR: path.join(root, `instance-${index}`),
          UPLOADS_DIR: path.join(root, `uploads-${index}`),
        }),
      );
    balancer = await startBalancer(upstreams, port);
    if (!balancer) throw new Error('nginx is not installed');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, upstreams, instances, data: { DATABASE_URL: database.url }, stop };
}

/** Every instance the context's replies came from, as X-Upstream names them. */
function recordUpstreams(context: BrowserContext, seen: Set<string>): void {
  context.on('response', (response) => {
    const upstream = response.headers()['x-upstream'];
    for (const one of upstream?.split(', ') ?? []) seen.add(one);
  });
}

/** Signs a new shopper up through the dialogs, and in. */
async function signUp(page: Page): Promise<void> {
  const shopper = uniqueShopper('Meera Iyer');
  await openLogin(page);
  await page
    .getByRole('dialog', { name: 'Login Now' })
    .getByRole('button', { name: 'Create an Account' })
    .click();
  const form = page.getByRole('dialog', { name: 'Sign Up' });
  await form.getByLabel('Name').fill(shopper.name);
  await form.getByLabel('Email').fill(shopper.email);
  await form.getByLabel('Password').fill(shopper.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  // Signing up logs the shopper in: the toast comes once the session has begun.
  await expect(page.getByText('Account Created Successfully!')).toBeVisible();
  await expect(form).toBeHidden();
}

/** Whether an image has loaded (the server sent a picture the browser could decode). */
const pictureLoaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

/** Adds a dish with a picture in the console's Menu view; the picture's address. */
async function addDish(kitchen: Page, dish: string): Promise<string> {
  await kitchen.goto('/kitchen?view=menu');
  await appReady(kitchen);
  await kitchen.getByRole('button', { name: 'Add dish' }).click();
  const form = kitchen.getByRole('dialog', { name: 'Add dish' });
  const photo = await sharp({
    create: { width: 480, height: 360, channels: 3, background: { r: 40, g: 150, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  await form.getByLabel('Picture').setInputFiles({
    name: 'thali.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(form.getByText('Picture uploaded.')).toBeVisible();
  const preview = form.getByRole('img', { name: /The picture of/ });
  const src = (await preview.getAttribute('src'))!;
  await form.getByLabel('Name').fill(dish);
  await form.getByLabel('Description').fill('Rice, dal, two sabzis and a sweet.');
  await form.getByLabel('Price (₹)').fill('240');
  await form.getByLabel('Category').fill('Pure Veg');
  await form.getByRole('button', { name: 'Add dish' }).click();
  await expect(kitchen.getByText('Dish added to the menu.')).toBeVisible();
  return src;
}

test.describe('through nginx, two instances on one PostgreSQL', () => {
  test.skip(!postgres, 'Needs PostgreSQL: set TEST_DATABASE_URL (source /tmp/pgenv).');
  test.skip(!nginxInstalled, 'Needs nginx: apt-get install nginx-light.');
  test.describe.configure({ mode: 'serial' });

  let shop: Shop;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    shop = await startShop(postgres!);
  });
  test.afterAll(() => shop?.stop());

  test('a shopper pays and follows the order, staff move it on, a new dish shows with its picture', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const seen = new Set<string>();
    const board = await staffOnBoard(browser, shop.url, shop.data);
    recordUpstreams(board.context(), seen);
    const shopping = await browser.newContext({
      baseURL: shop.url,
      viewport: { width: 375, height: 740 },
    });
    recordUpstreams(shopping, seen);
    const page = waitingForApp(await shopping.newPage());

    await page.goto('/Menu');
    await signUp(page);
    await addFromMenu(page, 'Greek Salad', 2);
    await addFromMenu(page, 'Veg Rolls');
    const number = orderNumber(await payForCart(page));

    // The board, open before the order was paid, has it without a reload.
    const card = board.getByRole('article', { name: `Order #${number}` });
    await expect(card).toBeVisible({ timeout: 5_000 });
    await expect(card).toContainText('Greek Salad x 2');

    await page.goto('/MyOrders');
    const order = page.getByRole('listitem').filter({ hasText: `Order #${number}` });
    await expect(order.locator('[aria-current="step"]')).toContainText('Preparing');
    // A new order is accepted with a time first; then it moves on.
    await card.getByRole('button', { name: 'Accept · 20 min' }).click();
    await card.getByRole('button', { name: 'Out for delivery' }).click();
    await expect(page.getByText('Your order is out for delivery!')).toBeVisible({
      timeout: 5_000,
    });
    await expect(order.locator('[aria-current="step"]')).toContainText('Out for delivery');
    await page.screenshot({ path: testInfo.outputPath('my-orders-375.png'), fullPage: true });

    const dish = `Balancer Thali ${Date.now().toString(36)}`;
    const picture = await addDish(board, dish);
    await page.goto('/Menu');
    const shown = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: dish }) });
    await expect(shown).toContainText('₹240');
    await shown.scrollIntoViewIfNeeded();
    await expect.poll(() => pictureLoaded(shown.getByRole('img', { name: dish }))).toBe(true);
    // Whichever instance the browser asked, each serves the picture.
    const picturePath = new URL(picture, shop.url).pathname;
    for (const instance of shop.instances) {
      const reply = await fetch(`${instance.url}${picturePath}`);
      expect(reply.status, `${picturePath} from ${instance.url}`).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/webp');
    }

    expect([...seen].sort(), 'the instances that served the journey').toEqual(
      [...shop.upstreams].sort(),
    );
    await board.context().close();
    await shopping.close();
  });
});
