/**
 * The database away while the store serves (docs/operations.md#when-the-database-is-away): calls
 * that need it answer 503 with Retry-After and the shop's words, never 500; /api/health says the
 * database is down; what needs no database is still served; and the store is back by itself.
 * On PostgreSQL the store's connections are ended under a stream of cart adds
 * (pg_terminate_backend) and the database is then held shut (ALLOW_CONNECTIONS false). On SQLite,
 * which has no server to lose, another writer holding the file's lock past the busy timeout.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { FoodItem } from '../../contract/api';
import { REQUEST_MESSAGES } from '../../contract/messages';
import { itemIdOfLine } from '../../contract/options';
import {
  client,
  createShopper,
  expectNoInternals,
  getMenu,
  startTestServer,
  type Call,
  type JsonReply,
  type Shopper,
  type TestServer,
} from '../test/helpers';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
const onSqlite = serverUrl ? describe.skip : describe;

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><!-- outage --></body></html>';
/** Cart adds in flight at once, each lane pausing between its adds (about 150 a second in all). */
const LANES = 4;
const PAUSE_MS = 20;
/** A bound on the whole stream, far below what 32 dishes of QUANTITY_MAX can take. */
const MOST_ADDS = 2_000;

let webDir: string;
let server: TestServer;
let call: Call;
let menu: FoodItem[];

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'storefront-outage-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  server = await startTestServer({ WEB_DIR: webDir });
  call = client(server.url);
  menu = await getMenu(call);
});
afterAll(async () => {
  await server?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 503 as the shop gives it while its database is away. */
function expectDatabaseAway(reply: JsonReply<any>): void {
  expect(reply.status).toBe(503);
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(reply.body).toEqual({ success: false, message: REQUEST_MESSAGES.databaseAway });
  expectNoInternals(reply.text);
}

/** What needs no database: the built page and the menu already read. */
async function readWithoutDatabase() {
  return { page: await call('GET', '/'), food: await call('GET', '/api/food/list') };
}

function expectServed({ page, food }: Awaited<ReturnType<typeof readWithoutDatabase>>): void {
  expect(page.status).toBe(200);
  expect(page.text).toContain('<!-- outage -->');
  expect(food.status).toBe(200);
  expect((food.body as { data: FoodItem[] }).data).toHaveLength(menu.length);
}

interface Sent {
  itemId: string;
  sentAt: number;
  answeredAt: number;
  reply: JsonReply<any>;
}

/** Cart adds over real HTTP in LANES lanes until `stop` is called; every reply is kept. */
function streamOfAdds(shopper: Shopper) {
  const sent: Sent[] = [];
  let running = true;
  const lane = async (first: number) => {
    for (let i = first; running && sent.length < MOST_ADDS; i += LANES) {
      const itemId = menu[i % menu.length]!._id;
      const sentAt = performance.now();
      const reply = await call('POST', '/api/cart/add', { itemId }, shopper.headers);
      sent.push({ itemId, sentAt, answeredAt: performance.now(), reply });
      await sleep(PAUSE_MS);
    }
  };
  const lanes = Array.from({ length: LANES }, (_, first) => lane(first));
  return {
    sent,
    stop: async () => {
      running = false;
      await Promise.all(lanes);
    },
  };
}

/** How many adds of each dish the replies of this status acknowledged. */
function countBy(sent: Sent[], status: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { itemId, reply } of sent) {
    if (reply.status === status) counts.set(itemId, (counts.get(itemId) ?? 0) + 1);
  }
  return counts;
}

/** Every acknowledged add is in the cart; an add refused with 503 may or may not have landed. */
async function expectEveryAcknowledgedAdd(shopper: Shopper, sent: Sent[]): Promise<void> {
  const cart = await call('POST', '/api/cart/get', {}, shopper.headers);
  expect(cart.status).toBe(200);
  // A dish with option groups is added with its defaults, so its line's key is longer than its id.
  const quantities: Record<string, number> = {};
  for (const [key, quantity] of Object.entries(cart.body.cartData as Record<string, number>)) {
    const itemId = itemIdOfLine(key);
    quantities[itemId] = (quantities[itemId] ?? 0) + quantity;
  }
  const acknowledged = countBy(sent, 200);
  const maybe = countBy(sent, 503);
  for (const dish of menu) {
    const quantity = quantities[dish._id] ?? 0;
    expect(quantity).toBeGreaterThanOrEqual(acknowledged.get(dish._id) ?? 0);
    expect(quantity).toBeLessThanOrEqual(
      (acknowledged.get(dish._id) ?? 0) + (maybe.get(dish._id) ?? 0),
    );
  }
}

onPostgres('PostgreSQL away under a stream of cart adds', () => {
  let admin: pg.Client;
  let name: string;

  beforeAll(async () => {
    name = new URL(server.config.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin?.end();
  });

  /** Ends every connection the store holds to its database, as an administrator or a failover. */
  const terminate = () =>
    admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
  const allowConnections = (allowed: boolean) =>
    admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${allowed}`);

  test('every add answers 200 or 503 with Retry-After, none acknowledged is lost, and 200 is back within 5 s', async () => {
    const shopper = await createShopper(server);
    const adds = streamOfAdds(shopper);
    let health: JsonReply<any>, heldAdd: JsonReply<any>, back: number;
    let served: Awaited<ReturnType<typeof readWithoutDatabase>>;
    try {
      await sleep(500);
      // Connections ended under the store: the pool drops them and opens new ones.
      await terminate();
      await sleep(1_000);
      // Held shut: no connection can be opened for two seconds.
      await allowConnections(false);
      await terminate();
      await sleep(1_000);
      health = await call('GET', '/api/health');
      heldAdd = await call('POST', '/api/cart/add', { itemId: menu[0]!._id }, shopper.headers);
      served = await readWithoutDatabase();
      await sleep(1_000);
      await allowConnections(true);
      back = performance.now();
      await sleep(1_500);
    } finally {
      await adds.stop();
    }

    const { sent } = adds;
    const statuses = new Set(sent.map(({ reply }) => reply.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const { reply } of sent.filter(({ reply }) => reply.status !== 200)) {
      expectDatabaseAway(reply);
    }
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      success: false,
      message: REQUEST_MESSAGES.databaseAway,
      database: 'down',
    });
    expect(Number(health.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expectDatabaseAway(heldAdd);
    expectServed(served);
    const firstAfter = sent.find(({ sentAt, reply }) => sentAt >= back && reply.status === 200);
    expect(firstAfter).toBeDefined();
    expect(firstAfter!.answeredAt - back).toBeLessThan(5_000);
    const held = { itemId: menu[0]!._id, sentAt: 0, answeredAt: 0, reply: heldAdd };
    await expectEveryAcknowledgedAdd(shopper, [...sent, held]);

    const healthAfter = await call('GET', '/api/health');
    expect(healthAfter.status).toBe(200);
    expect(healthAfter.body).toMatchObject({ success: true, database: 'postgres' });
  });
});

onSqlite('SQLite busy past its timeout', () => {
  test('a write that cannot get the lock answers 503 with Retry-After; the store goes on after', async () => {
    const shopper = await createShopper(server);
    const itemId = menu[0]!._id;
    expect((await call('POST', '/api/cart/add', { itemId }, shopper.headers)).status).toBe(200);
    // Another writer on the same file (a backup, `npm run staff`) holds its lock for a while.
    const other = new SQLite(path.join(server.config.dataDir, 'storefront.sqlite'));
    try {
      other.exec('BEGIN IMMEDIATE');
      const held = await call('POST', '/api/cart/add', { itemId }, shopper.headers);
      expectDatabaseAway(held);
      expectServed(await readWithoutDatabase());
      other.exec('ROLLBACK');
    } finally {
      other.close();
    }
    const after = await call('POST', '/api/cart/add', { itemId }, shopper.headers);
    expect(after.status).toBe(200);
    expect(after.body.cartData).toEqual({ [itemId]: 2 });
  });
});
