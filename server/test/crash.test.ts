/**
 * kill -9 loses nothing acknowledged. The built server runs as a child process on its own data;
 * cart adds, order placements and test-checkout payments load it; it is killed with SIGKILL three
 * times mid-load and restarted on the same data. Every write answered 2xx before a kill must be
 * there afterwards, and the database must be consistent (SQLite: its integrity check).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { FoodItem } from '../../contract/api';
import type { Database } from '../db/schema';
import {
  CARDS,
  client,
  createPostgresDatabase,
  freePort,
  futureExpiry,
  getMenu,
  OPEN_SHOP_CLOCK,
  orderBody,
  signUp,
  TEST_HASH_COST,
  type Call,
  type Shopper,
} from './helpers';

jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '..', '..');
const KILLS = 3;
/** A round's load before its kill: at least this, and until it has written its share (below). */
const LOAD_MS = 1_500;
const LOAD_MAX_MS = 20_000;

let dataDir: string;
let postgres: { url: string; drop: () => Promise<void> } | undefined;
let port: number;
let child: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-crash-'));
  mkdirSync(path.join(dataDir, 'web'));
  if (process.env.TEST_DATABASE_URL)
    postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
  port = await freePort();
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await postgres?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const url = () => `http://127.0.0.1:${port}`;

/**
 * The server in a process of its own, so a kill -9 ends it mid-write: server/main.ts run through
 * tsx, which needs no build first. The compiled build has its own check in CI
 * (scripts/check-production-install.mjs).
 */
async function startServer(): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url(),
      DATA_DIR: dataDir,
      WEB_DIR: path.join(dataDir, 'web'),
      LOG_LEVEL: 'silent',
      AUTH_FAILURE_LIMIT: '100000',
      SIGNUP_LIMIT: '100000',
      PASSWORD_HASH_QUEUE: '1000',
      PASSWORD_HASH_COST: TEST_HASH_COST,
      // Open whatever the hour the test runs at: the load places orders.
      SHOP_CLOCK: OPEN_SHOP_CLOCK,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url()}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 60 s');
}

async function killServer(): Promise<void> {
  const running = child;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
}

function openDatabase(): Kysely<Database> {
  return new Kysely<Database>({
    dialect: postgres
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: postgres.url, max: 2 }) })
      : new SqliteDialect({ database: new SQLite(path.join(dataDir, 'storefront.sqlite')) }),
  });
}

/** What the server acknowledged (answered 2xx) before being killed. */
interface Acknowledged {
  adds: Map<string, number>;
  orders: Set<string>;
  payments: Set<string>;
}

async function pay(sessionUrl: string): Promise<boolean> {
  const response = await fetch(`${url()}${new URL(sessionUrl).pathname}`, {
    method: 'POST',
    body: new URLSearchParams({ number: CARDS.pays, expiry: futureExpiry(), cvc: '123' }),
    redirect: 'manual',
  });
  return response.status === 303;
}

/** Loads the server until `stop`; records each write only once it is answered 2xx. */
async function load(
  call: Call,
  adders: Shopper[],
  buyers: Shopper[],
  menu: FoodItem[],
  round: number,
  seen: Acknowledged,
  stop: () => boolean,
): Promise<void> {
  const adding = adders.map(async (shopper, s) => {
    for (let i = 0; !stop(); i += 1) {
      const dish = menu[(i + s * 7) % menu.length]!;
      const reply = await call('POST', '/api/cart/add', { itemId: dish._id }, shopper.headers);
      if (reply.status !== 200) continue;
      const key = `${shopper.userId}|${dish._id}`;
      seen.adds.set(key, (seen.adds.get(key) ?? 0) + 1);
    }
  });
  const buying = buyers.map(async (shopper, s) => {
    for (let i = 0; !stop(); i += 1) {
      const dish = menu[(i + s) % menu.length]!;
      // A cart this shopper has not placed before, so every placement is a new order.
      const lines = [[dish, 1 + ((round * 50 + i) % 90)]] as const;
      const placed = await call('POST', '/api/order/place', orderBody(shopper, lines), {
        ...shopper.headers,
      });
      if (placed.status !== 201) continue;
      seen.orders.add(placed.body.orderId as string);
      if (i % 2 === 0 && (await pay(placed.body.session_url as string)))
        seen.payments.add(placed.body.orderId as string);
    }
  });
  await Promise.all([...adding, ...buying].map((work) => work.catch(() => undefined)));
}

/**
 * Waits LOAD_MS, and then, on a machine too busy to have done it yet, until the load's writes
 * acknowledged so far are `rounds` rounds' share of what the test expects at its end (more than
 * 10 cart lines, 5 orders, 2 payments), or LOAD_MAX_MS.
 */
async function loadedEnough(seen: Acknowledged, rounds: number): Promise<void> {
  const started = Date.now();
  const enough = () =>
    seen.adds.size > 4 * rounds && seen.orders.size > 2 * rounds && seen.payments.size >= rounds;
  while (Date.now() - started < LOAD_MS || (!enough() && Date.now() - started < LOAD_MAX_MS))
    await new Promise((resolve) => setTimeout(resolve, 100));
}

async function expectAcknowledgedWrites(db: Kysely<Database>, seen: Acknowledged) {
  const carts = await db.selectFrom('cart_items').selectAll().execute();
  const stored = new Map(carts.map((row) => [`${row.user_id}|${row.food_id}`, row.quantity]));
  for (const [key, count] of seen.adds)
    expect([key, (stored.get(key) ?? 0) >= count]).toEqual([key, true]);

  const orders = await db.selectFrom('orders').select(['id', 'status', 'paid']).execute();
  const byId = new Map(orders.map((order) => [order.id, order]));
  for (const id of seen.orders) expect([id, byId.has(id)]).toEqual([id, true]);
  for (const id of seen.payments) {
    expect([id, byId.get(id)?.status, Number(byId.get(id)?.paid)]).toEqual([
      id,
      'Food Processing',
      1,
    ]);
  }
}

async function expectConsistent(db: Kysely<Database>) {
  if (!postgres) {
    const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
    expect(integrity.rows.map((row) => row.integrity_check)).toEqual(['ok']);
    const foreignKeys = await sql`PRAGMA foreign_key_check`.execute(db);
    expect(foreignKeys.rows).toEqual([]);
  }
  // Every order has its first event, no order was paid twice, paid means Food Processing...
  const orphans = await db
    .selectFrom('orders')
    .select('id')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('order_events').select('id').whereRef('order_id', '=', 'orders.id'))),
    )
    .execute();
  expect(orphans).toEqual([]);
  const twice = await db
    .selectFrom('order_events')
    .select(['order_id', db.fn.countAll<number>().as('times')])
    .where('status', '=', 'Food Processing')
    .groupBy('order_id')
    .having(db.fn.countAll(), '>', 1)
    .execute();
  expect(twice).toEqual([]);
  const paidWrongly = await db
    .selectFrom('orders')
    .select('id')
    .where('paid', '=', 1)
    .where('status', '!=', 'Food Processing')
    .execute();
  expect(paidWrongly).toEqual([]);
  // ...and a test-checkout session is paid exactly when its order is (one transaction).
  const halfPaid = await db
    .selectFrom('test_checkout_sessions as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select('o.id')
    .where((eb) =>
      eb.or([
        eb.and([eb('s.status', '=', 'paid'), eb('o.paid', '=', 0)]),
        eb.and([eb('s.status', '!=', 'paid'), eb('o.paid', '=', 1)]),
      ]),
    )
    .execute();
  expect(halfPaid).toEqual([]);
  const negative = await db
    .selectFrom('cart_items')
    .select('user_id')
    .where('quantity', '<', 0)
    .execute();
  expect(negative).toEqual([]);
}

test('three kill -9s mid-load lose no acknowledged write and leave a consistent database', async () => {
  await startServer();
  const call = client(url());
  const menu = await getMenu(call);
  const adders = await Promise.all([1, 2, 3].map((i) => signUp(call, `Adder ${i}`)));
  const buyers = await Promise.all([1, 2, 3].map((i) => signUp(call, `Buyer ${i}`)));
  const seen: Acknowledged = { adds: new Map(), orders: new Set(), payments: new Set() };

  for (let round = 0; round < KILLS; round += 1) {
    let stopped = false;
    const loading = load(call, adders, buyers, menu, round, seen, () => stopped);
    await loadedEnough(seen, round + 1);
    await killServer();
    stopped = true;
    await loading;
    await startServer();
    const db = openDatabase();
    try {
      await expectAcknowledgedWrites(db, seen);
      await expectConsistent(db);
    } finally {
      await db.destroy();
    }
  }
  // The load really wrote something each time it was cut off.
  expect(seen.adds.size).toBeGreaterThan(10);
  expect(seen.orders.size).toBeGreaterThan(5);
  expect(seen.payments.size).toBeGreaterThan(2);
  await killServer();
});
