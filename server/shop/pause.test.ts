/**
 * Pausing new orders over real HTTP (docs/product.md#the-order-board): only staff pause and
 * resume; while paused GET /api/shop and order/place say 'Not taking orders right now — back at
 * …' in the shop's time zone; a timed pause ends by itself on the shop's clock (SHOP_CLOCK); every
 * instance on one database agrees (PostgreSQL, with TEST_DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PauseReply, ShopReply } from '../../contract/api';
import { PAUSE_MESSAGES } from '../../contract/pause-messages';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  client,
  countRows,
  createPostgresDatabase,
  createShopper,
  createStaff,
  expectRefusal,
  freePort,
  getMenu,
  orderBody,
  startInstance,
  startTestServer,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let staff: Shopper;
let shopper: Shopper;
let lines: Lines;

/** '8:30 PM' for an ISO time, read in Asia/Kolkata (the test store's zone) by Intl itself. */
const kolkataClock = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: 'numeric',
  })
    .format(new Date(iso))
    .replace(':00 ', ' ')
    .replace(/\u202f/g, ' ');

const pauseFor = (minutes: unknown, headers: Record<string, string> = staff.headers, on = call) =>
  on<PauseReply>('POST', '/api/kitchen/pause', { minutes }, headers);
const resume = (headers: Record<string, string> = staff.headers, on = call) =>
  on<PauseReply>('POST', '/api/kitchen/resume', undefined, headers);
const shopInfo = (on = call) => on<ShopReply>('GET', '/api/shop');
const place = (on = call) =>
  on('POST', '/api/order/place', orderBody(shopper, lines), shopper.headers);

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  shopper = await createShopper(server);
  const [first] = await getMenu(call);
  lines = [[first!, 2]];
  const cartData = { [first!._id]: 2 };
  expect((await call('POST', '/api/cart/merge', { cartData }, shopper.headers)).status).toBe(200);
});
afterAll(() => server.close());
afterEach(async () => {
  expect((await resume()).status).toBe(200);
});

test('only staff pause and resume: 401 without a token, 403 for a shopper; nothing changes', async () => {
  expectRefusal(await pauseFor(30, {}), 401);
  expectRefusal(await pauseFor(30, shopper.headers), 403);
  expectRefusal(await resume({}), 401);
  expectRefusal(await resume(shopper.headers), 403);
  expect((await shopInfo()).body.paused).toBeUndefined();
});

test.each([[0], [45], [-15], [15.5], ['30'], [undefined]])(
  'refuses a pause of %p minutes with its sentence, naming the field',
  async (minutes) => {
    const reply = await pauseFor(minutes);
    expectRefusal(reply, 400);
    expect(reply.body).toMatchObject({ field: 'minutes', message: PAUSE_MESSAGES.badMinutes });
    expect((await shopInfo()).body.paused).toBeUndefined();
  },
);

test('a pause of 30 minutes: the shop and order/place say when it is back; resuming lets the order through', async () => {
  const before = await countRows(server, ['orders']);
  const paused = await pauseFor(30);
  expect(paused.status).toBe(200);
  const until = paused.body.paused!.until!;
  // From the shop's clock (Wednesday 12:00 IST and a few seconds), rounded up to a whole minute.
  expect(new Date(until).getTime() % 60_000).toBe(0);
  const minutes = (new Date(until).getTime() - Date.parse('2026-11-25T06:30:00Z')) / 60_000;
  expect(minutes).toBeGreaterThanOrEqual(30);
  expect(minutes).toBeLessThanOrEqual(32);
  const sentence = `Not taking orders right now — back at ${kolkataClock(until)}`;
  expect(sentence).toMatch(/back at 12:3[0-2] PM$/);
  expect(paused.body).toEqual({
    success: true,
    message: PAUSE_MESSAGES.paused,
    paused: { until, message: sentence },
  });

  const info = await shopInfo();
  expect(info.body).toMatchObject({ open: false, closedMessage: sentence, paused: { until } });
  expectRefusal(await place(), 409, sentence);
  expect(await countRows(server, ['orders'])).toEqual(before);

  const resumed = await resume();
  expect(resumed.body).toEqual({ success: true, message: PAUSE_MESSAGES.resumed, paused: null });
  expect((await shopInfo()).body).toMatchObject({ open: true });
  expect((await shopInfo()).body.paused).toBeUndefined();
  expect((await place()).status).toBe(201);
});

test('while paused, an order for a later time is still taken; one for now is refused', async () => {
  const sentence = (await pauseFor(30)).body.paused!.message;
  expectRefusal(await place(), 409, sentence);
  // 2:00 PM IST, two hours after the shop's clock: a slot the shop offers.
  const later = '2026-11-25T08:30:00.000Z';
  const placed = await call(
    'POST',
    '/api/order/place',
    orderBody(shopper, lines, { dueAt: later }),
    shopper.headers,
  );
  expect(placed.status).toBe(201);
});

test('until resumed: the sentence names no time, and the pause stays', async () => {
  const paused = await pauseFor(null);
  const sentence = 'Not taking orders right now — until further notice';
  expect(paused.body.paused).toEqual({ until: null, message: sentence });
  expectRefusal(await place(), 409, sentence);
  expect((await shopInfo()).body.closedMessage).toBe(sentence);
});

/** The same store (its data folder and database) started again, its clock at `clock`. */
async function sameStoreAt(clock: string): Promise<{ call: Call; close: () => Promise<void> }> {
  const port = await freePort();
  const webDir = mkdtempSync(path.join(tmpdir(), 'storefront-pause-'));
  const config = loadConfig({
    DATA_DIR: server.config.dataDir,
    WEB_DIR: webDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    SHOP_CLOCK: clock,
    ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
  });
  const app = await buildApp(config, { logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    call: client(`http://127.0.0.1:${port}`),
    close: async () => {
      await app.close();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}

test('a pause of 15 minutes ends by itself on the shop clock', async () => {
  const until = (await pauseFor(15)).body.paused!.until!;
  const beforeEnd = await sameStoreAt(new Date(Date.parse(until) - 60_000).toISOString());
  const afterEnd = await sameStoreAt(new Date(Date.parse(until) + 1_000).toISOString());
  try {
    expect((await shopInfo(beforeEnd.call)).body.paused).toEqual({
      until,
      message: `Not taking orders right now — back at ${kolkataClock(until)}`,
    });
    expectRefusal(await place(beforeEnd.call), 409, /^Not taking orders right now — back at/);
    const after = await shopInfo(afterEnd.call);
    expect(after.body.open).toBe(true);
    expect(after.body.paused).toBeUndefined();
    expect((await place(afterEnd.call)).status).toBe(201);
  } finally {
    await beforeEnd.close();
    await afterEnd.close();
  }
});

const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let a: TestServer, b: TestServer;

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-pause-instances-'));
    a = await startInstance(database.url, dataDir, 'a');
    b = await startInstance(database.url, dataDir, 'b');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a pause made through one is refused by the other; a resume through the other reaches the first', async () => {
    const [callA, callB] = [client(a.url), client(b.url)];
    const chef = await createStaff(a);
    const buyer = await createShopper(a);
    const [dish] = await getMenu(callA);
    const body = orderBody(buyer, [[dish!, 1]]);
    await callB('POST', '/api/cart/merge', { cartData: { [dish!._id]: 1 } }, buyer.headers);

    const paused = await pauseFor(60, chef.headers, callA);
    const sentence = paused.body.paused!.message;
    expect(sentence).toMatch(/^Not taking orders right now — back at 1:0[0-2] PM$/);
    expect((await shopInfo(callB)).body).toMatchObject({ open: false, closedMessage: sentence });
    expectRefusal(await callB('POST', '/api/order/place', body, buyer.headers), 409, sentence);

    expect((await resume(chef.headers, callB)).status).toBe(200);
    expect((await shopInfo(callA)).body.paused).toBeUndefined();
    expect((await callA('POST', '/api/order/place', body, buyer.headers)).status).toBe(201);
  });
});
