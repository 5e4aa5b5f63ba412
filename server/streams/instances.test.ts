/**
 * Two instances of the app on one PostgreSQL database, as behind a load balancer
 * (docs/operations.md): a change made through one reaches the streams held on the other through
 * LISTEN/NOTIFY (events/pg-order-bus.ts), and still does after the database was away: what was
 * committed while an instance could not listen reaches its streams once it listens again.
 * Needs TEST_DATABASE_URL; skipped without it. The PostgreSQL restart needs
 * TEST_POSTGRES_RESTART, a command that restarts the server (.ci/run sets it).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { LISTENER_NAME } from '../events/pg-order-bus';
import pg from 'pg';
import type { FoodItem } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import {
  client,
  createPostgresDatabase,
  createShopper,
  getMenu,
  makeStaff,
  payOnTestCheckout,
  placeOrderFor,
  startInstance,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { openSse, SseStream } from '../test/sse-client';

const serverUrl = process.env.TEST_DATABASE_URL;
const restartCommand = process.env.TEST_POSTGRES_RESTART;
const onPostgres = serverUrl ? describe : describe.skip;
if (!serverUrl)
  console.info('instances.test.ts: skipped, set TEST_DATABASE_URL to run the two-instance tests');

let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
let a: TestServer, b: TestServer;
let dish: FoodItem;
const opened: SseStream[] = [];

async function streamOn(server: TestServer, shopper: Shopper, stream: 'orders' | 'kitchen') {
  const ticket = await client(server.url)<{ url: string }>(
    'POST',
    CALLS.streamTicket.url,
    { stream },
    shopper.headers,
  );
  const opening = await openSse(`${server.url}${ticket.body.url}`);
  if (!(opening instanceof SseStream)) throw new Error(JSON.stringify(opening.body));
  opened.push(opening);
  return opening;
}

async function placeAndPayOn(server: TestServer, shopper: Shopper) {
  const placed = await placeOrderFor(client(server.url), shopper, [[dish, 1]]);
  expect((await payOnTestCheckout(server, placed.sessionUrl)).status).toBe(303);
  return { orderId: placed.orderId, paidAt: performance.now() };
}

/** Resolves once `check` holds, asking again every 50 ms; rejects after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const listeners = async (server: TestServer) =>
  (
    await sql<{ pid: number }>`
      select pid from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_NAME}
    `.execute(server.app.database.db)
  ).rows.map((row) => Number(row.pid));

onPostgres('two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-instances-'));
    // One after the other: the first runs the migrations.
    a = await startInstance(database.url, dataDir, 'a');
    b = await startInstance(database.url, dataDir, 'b');
    dish = (await getMenu(client(a.url)))[0]!;
  });
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an order paid through A appears on a kitchen stream held on B within 2 s', async () => {
    const [shopper, cook] = await Promise.all([createShopper(a), createShopper(a)]);
    await makeStaff(a, cook);
    const board = await streamOn(b, cook, 'kitchen');
    const own = await streamOn(a, shopper, 'orders');
    const { orderId, paidAt } = await placeAndPayOn(a, shopper);
    const arrived = await board.waitForOrder(
      orderId,
      (order) => order.status === 'Food Processing',
      2_000,
    );
    expect(arrived.at - paidAt).toBeLessThan(2_000);
    // Each instance's own streams hear their own instance's changes too (one path for all).
    await own.waitForOrder(orderId, (order) => order.status === 'Food Processing', 2_000);
  });

  test('when the LISTEN connection is cut, it reconnects and changes flow again', async () => {
    const [shopper, cook] = await Promise.all([createShopper(a), createShopper(a)]);
    await makeStaff(a, cook);
    const board = await streamOn(b, cook, 'kitchen');
    const before = await listeners(a);
    expect(before).toHaveLength(2);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_NAME}`.execute(
      a.app.database.db,
    );
    await until(
      async () => {
        const now = await listeners(a);
        return now.length === 2 && now.every((pid) => !before.includes(pid));
      },
      5_000,
      'both instances listening again',
    );
    const { orderId } = await placeAndPayOn(a, shopper);
    await board.waitForOrder(orderId, (order) => order.status === 'Food Processing', 2_000);
  });

  describe('with the kitchen calls', () => {
    test('a status change made on B reaches the shopper’s stream on A within 2 s', async () => {
      const [shopper, cook] = await Promise.all([createShopper(a), createShopper(a)]);
      await makeStaff(a, cook);
      const own = await streamOn(a, shopper, 'orders');
      const { orderId } = await placeAndPayOn(a, shopper);
      await own.waitForOrder(orderId, (order) => order.status === 'Food Processing', 2_000);
      const pressed = performance.now();
      const moved = await client(b.url)(
        CALLS.kitchenAdvance.method,
        CALLS.kitchenAdvance.url,
        { orderId, to: 'Out for delivery' },
        cook.headers,
      );
      expect(moved.status).toBe(200);
      const arrived = await own.waitForOrder(
        orderId,
        (order) => order.status === 'Out for delivery',
        2_000,
      );
      expect(arrived.at - pressed).toBeLessThan(2_000);
    });
  });
  describe('after the database was away (last: they cut every connection)', () => {
    /** How long after the database is back an order placed at once must reach every stream. */
    const BACK_WITHIN_MS = 5_000;

    /** A board on each instance and the shopper's own stream on A. */
    async function watchers() {
      const [shopper, cook] = await Promise.all([createShopper(a), createShopper(a)]);
      await makeStaff(a, cook);
      const streams = await Promise.all([
        streamOn(a, cook, 'kitchen'),
        streamOn(b, cook, 'kitchen'),
        streamOn(a, shopper, 'orders'),
      ]);
      return { shopper, streams };
    }

    /** Places and pays as a shopper would the moment the shop answers again (trying again). */
    async function placeAndPayOnceBack(shopper: Shopper) {
      const deadline = Date.now() + BACK_WITHIN_MS;
      for (;;) {
        try {
          return await placeAndPayOn(a, shopper);
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }

    async function expectOnEveryStream(streams: SseStream[], orderId: string, backAt: number) {
      const left = BACK_WITHIN_MS - (performance.now() - backAt);
      await Promise.all(
        streams.map((stream) =>
          stream.waitForOrder(orderId, (order) => order.status === 'Food Processing', left),
        ),
      );
    }

    test('blocked for 5 s: an order paid at once reaches both boards and its shopper within 5 s', async () => {
      const { shopper, streams } = await watchers();
      const name = new URL(database.url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      const backAt = performance.now();
      const { orderId } = await placeAndPayOnceBack(shopper);
      await expectOnEveryStream(streams, orderId, backAt);
    });

    (restartCommand ? test : test.skip)(
      'a PostgreSQL restart: an order paid at once reaches both boards and its shopper within 5 s',
      async () => {
        const { shopper, streams } = await watchers();
        execSync(restartCommand!, { stdio: 'ignore' });
        const backAt = performance.now();
        const { orderId } = await placeAndPayOnceBack(shopper);
        await expectOnEveryStream(streams, orderId, backAt);
      },
    );
  });
});
