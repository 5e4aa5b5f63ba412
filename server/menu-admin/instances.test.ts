/**
 * Two instances on one PostgreSQL database and one UPLOADS_DIR, as behind a load balancer
 * (docs/operations.md#several-instances): a menu change made through one shows on the other's
 * food/list (a new ETag), its /Menu and its checkout within a second, through the
 * `menu_changes` notification. Needs TEST_DATABASE_URL; skipped without it.
 * Side by side with the SPA on purpose (eslint.config.mjs), like server/web/menu-page.test.ts:
 * /Menu is rendered by the SPA's own renderer, so the page checked is the page shoppers get.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { LISTENER_NAME } from '../events/pg-order-bus';
import sharp from 'sharp';
import type { FoodItem } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import { ORDER_MESSAGES } from '../../contract/messages';
import { unavailableMessage } from '../../contract/shop-messages';
import { pageFile, servedPages } from '../../src/ssr/prerender';
import { bareTemplate } from '../../src/test/bareTemplate';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  SAMPLE_ADDRESS,
  client,
  createPostgresDatabase,
  createShopper,
  expectRefusal,
  freePort,
  getMenu,
  OPEN_SHOP_CLOCK,
  placeOrderFor,
  rawRequest,
  type TestServer,
  createStaff,
} from '../test/helpers';
import { dishBody } from '../test/menu-helpers';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
if (!serverUrl)
  console.info('menu-admin/instances.test.ts: skipped, set TEST_DATABASE_URL to run it');

const FIRST_SCREEN = /<script id="menu-first-screen" type="application\/json">(.*?)<\/script>/s;

let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
let a: TestServer, b: TestServer;

/** One instance: its own port and data folder; the database, secret and uploads shared. */
async function startInstance(name: string): Promise<TestServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownDir = path.join(dataDir, name);
  const webDir = path.join(ownDir, 'web');
  mkdirSync(webDir, { recursive: true });
  // The built /Menu page, as the build makes it, so the server renders the menu into it.
  const builtPage = await pageFile(
    bareTemplate('<title>Tomato</title>'),
    { path: '/Menu', chunk: 'menu', title: 'Menu · Tomato' },
    { chunks: {}, readAsset: () => '' },
  );
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDir, 'Menu.html'), builtPage);
  const config = loadConfig({
    DATA_DIR: ownDir,
    WEB_DIR: webDir,
    UPLOADS_DIR: path.join(dataDir, 'shared-uploads'),
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    JWT_SECRET: 'two instances share this secret, as they must'.padEnd(48, '.'),
    SHOP_CLOCK: OPEN_SHOP_CLOCK,
  });
  const app = await buildApp(config, { logger: false, firstLoad: { servedPages } });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, config, url, close: () => app.close() };
}

/** Resolves once `check` holds, asking again every 25 ms; rejects after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function listedOn(server: TestServer, id: string): Promise<FoodItem | undefined> {
  return (await getMenu(client(server.url))).find((dish) => dish._id === id);
}

async function menuPageDishes(server: TestServer): Promise<FoodItem[]> {
  const html = (await client(server.url)('GET', '/Menu')).text;
  const json = FIRST_SCREEN.exec(html)?.[1];
  return json === undefined ? [] : (JSON.parse(json) as { dishes: FoodItem[] }).dishes;
}

onPostgres('menu changes on two instances of one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-menu-instances-'));
    a = await startInstance('a');
    b = await startInstance('b');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a dish repriced on A: B’s food/list (new ETag), /Menu and checkout follow within a second', async () => {
    const staff = await createStaff(a);
    const [first] = await getMenu(client(b.url));
    // B has its menu and /Menu ready (cached) before the change.
    const before = await client(b.url)('GET', '/api/food/list');
    const etag = before.headers.get('etag')!;
    expect((await menuPageDishes(b))[0]).toEqual(first);

    const edit = await client(a.url)(
      'POST',
      CALLS.dishEdit.url,
      { _id: first!._id, ...dishBody({ ...first, price: 135 }) },
      staff.headers,
    );
    expect(edit.status).toBe(200);
    // The second counts from the change, stored once A answers, not from the request's sending.
    const changed = performance.now();

    await until(
      async () => {
        const reply = await rawRequest(b.url, '/api/food/list', {
          headers: { 'if-none-match': etag },
        });
        return reply.status === 200 && reply.headers.etag !== etag;
      },
      1_000,
      'a new ETag on B',
    );
    expect(await listedOn(b, first!._id)).toMatchObject({ price: 13.5 });
    await until(
      async () => (await menuPageDishes(b))[0]?.price === 13.5,
      1_000,
      "B's /Menu showing ₹135",
    );
    expect(performance.now() - changed).toBeLessThan(1_000);

    // Pricing agrees: the old price is refused on B, the new one taken.
    const buyer = await createShopper(b);
    const stale = await client(b.url)(
      'POST',
      CALLS.placeOrder.url,
      {
        address: SAMPLE_ADDRESS,
        items: [{ _id: first!._id, price: first!.price, quantity: 2 }],
        amount: 120 * 2 + 50,
      },
      buyer.headers,
    );
    expectRefusal(stale, 409, ORDER_MESSAGES.priceChanged);
    const placed = await placeOrderFor(client(b.url), buyer, [
      [(await listedOn(b, first!._id))!, 2],
    ]);
    expect(placed.amount).toBe(135 * 2 + 50);
  });

  test('a dish added, marked unavailable and removed on B shows on A within a second', async () => {
    const staff = await createStaff(b);
    await getMenu(client(a.url));
    const added = await client(b.url)(
      'POST',
      CALLS.dishAdd.url,
      dishBody({ name: 'Filter Coffee', price: 45, category: 'Drinks' }),
      staff.headers,
    );
    expect(added.status).toBe(201);
    const dish = added.body.dish as FoodItem;
    await until(async () => (await listedOn(a, dish._id)) !== undefined, 1_000, 'the dish on A');

    await client(b.url)(
      'POST',
      CALLS.dishAvailability.url,
      { _id: dish._id, available: false },
      staff.headers,
    );
    await until(
      async () => (await listedOn(a, dish._id))?.available === false,
      1_000,
      'unavailable on A',
    );
    const buyer = await createShopper(a);
    const refused = await client(a.url)(
      'POST',
      CALLS.cartAdd.url,
      { itemId: dish._id },
      buyer.headers,
    );
    expectRefusal(refused, 409, unavailableMessage('Filter Coffee'));

    await client(b.url)('POST', CALLS.dishRemove.url, { _id: dish._id }, staff.headers);
    await until(async () => (await listedOn(a, dish._id)) === undefined, 1_000, 'removed on A');
  });

  test('a picture uploaded through A is served by B', async () => {
    const staff = await createStaff(a);
    const form = new FormData();
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 80, b: 20 } },
    })
      .png()
      .toBuffer();
    form.append('picture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png');
    const uploaded = await fetch(`${a.url}${CALLS.pictureUpload.url}`, {
      method: 'POST',
      headers: staff.headers,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { image } = (await uploaded.json()) as { image: string };
    for (const name of [image, image.replace('.webp', '-200.webp')]) {
      const served = await rawRequest(b.url, `/uploads/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    // And B accepts it for a dish.
    const added = await client(b.url)(
      'POST',
      CALLS.dishAdd.url,
      dishBody({ image }),
      staff.headers,
    );
    expect(added.status).toBe(201);
  });

  test('a change made while B’s LISTEN connection is down still reaches B once it is back', async () => {
    const staff = await createStaff(a);
    const [, second] = await getMenu(client(b.url));
    const listening = async () =>
      (
        await sql<{ pid: number }>`
          select pid from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_NAME}
        `.execute(b.app.database.db)
      ).rows.map((row) => Number(row.pid));
    const before = await listening();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_NAME}`.execute(
      b.app.database.db,
    );
    const edit = await client(a.url)(
      'POST',
      CALLS.dishEdit.url,
      { _id: second!._id, ...dishBody({ ...second, price: 177 }) },
      staff.headers,
    );
    expect(edit.status).toBe(200);
    await until(
      async () => (await listening()).filter((pid) => !before.includes(pid)).length === 2,
      5_000,
      'both instances listening again',
    );
    await until(
      async () => (await listedOn(b, second!._id))?.price === 17.7,
      2_000,
      'the new price on B',
    );
  });
});
