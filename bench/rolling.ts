/**
 * `npm run bench:rolling`: a deploy without dropped requests (docs/operations.md#deploys-without-
 * dropped-requests). Two built instances on one scratch PostgreSQL database behind Debian's nginx
 * (bench/nginx.ts' balancer); a steady, open-loop load of cart adds and menu reads goes through
 * nginx while each instance in turn is restarted (SIGTERM, wait for it to exit, start it again on
 * its port). Then every shopper's cart is read back: no acknowledged add may be missing.
 * Budget: at most 0.1% of requests failed over the two restarts, and no acknowledged write lost.
 *
 * Needs a PostgreSQL server (BENCH_DATABASE_URL, or TEST_DATABASE_URL as the tests use, with the
 * right to create a database) and nginx (`apt-get install nginx-light`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FoodListReply } from '../contract/api';
import { createPostgresDatabase } from '../server/test/helpers';
import { startBalancer } from './nginx';
import { freePort, startServer, type RunningServer } from './server-process';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ADDS_PER_SECOND = Number(process.env.BENCH_ADDS_PER_SECOND ?? 200);
const READS_PER_SECOND = Number(process.env.BENCH_READS_PER_SECOND ?? 200);
const SHOPPERS = 24;
/** Load before, between and after the restarts, in seconds. */
const SETTLE_S = 4;
const TICK_MS = 20;

interface Tally {
  sent: number;
  failed: number;
  byStatus: Map<string, number>;
  /** When each failure's reply came, in seconds since the load began. */
  failedAt: Map<string, number[]>;
}

const newTally = (): Tally => ({ sent: 0, failed: 0, byStatus: new Map(), failedAt: new Map() });

let loadBegan = 0;

function count(tally: Tally, outcome: string, ok: boolean): void {
  tally.byStatus.set(outcome, (tally.byStatus.get(outcome) ?? 0) + 1);
  if (ok) return;
  tally.failed += 1;
  const at = tally.failedAt.get(outcome) ?? [];
  at.push((performance.now() - loadBegan) / 1000);
  tally.failedAt.set(outcome, at);
}

/** '502 x31 at 6.4-6.6 s' for each kind of failure. */
function failures(tally: Tally): string[] {
  return [...tally.failedAt].map(
    ([outcome, at]) =>
      `${outcome} x${at.length} at ${Math.min(...at).toFixed(1)}-${Math.max(...at).toFixed(1)} s`,
  );
}

/** A request that got no reply: the network error's code (ECONNRESET, ...). */
const failure = (error: Error) =>
  `network ${(error.cause as { code?: string } | undefined)?.code ?? error.message}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs a new shopper up and in; their token. */
async function signUp(url: string, index: number): Promise<string> {
  const account = {
    email: `rolling-${index}-${randomBytes(4).toString('hex')}@example.com`,
    password: 'a rolling deploy drops nothing',
  };
  const post = (call: string, body: object) =>
    json<{ token: string }>(`${url}/api/user/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('register', { name: `Rolling Shopper ${index}`, ...account });
  return (await post('login', account)).token;
}

/** The open-loop load: each tick starts its share of requests, whatever the last ones did. */
function startLoad(url: string, tokens: string[], dishIds: string[]) {
  const adds = newTally();
  const reads = newTally();
  /** Acknowledged (200) adds per shopper and dish. */
  const acknowledged = tokens.map(() => new Map<string, number>());
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const add = (shopper: number, dishId: string) =>
    track(
      fetch(`${url}/api/cart/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: tokens[shopper]! },
        body: JSON.stringify({ itemId: dishId }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          count(adds, String(response.status), response.ok);
          if (response.ok)
            acknowledged[shopper]!.set(dishId, (acknowledged[shopper]!.get(dishId) ?? 0) + 1);
        },
        (error: Error) => count(adds, failure(error), false),
      ),
    );
  const read = () =>
    track(
      fetch(`${url}/api/food/list`).then(
        async (response) => {
          await response.arrayBuffer();
          count(reads, String(response.status), response.ok);
        },
        (error: Error) => count(reads, failure(error), false),
      ),
    );
  const perTick = (rate: number) => (rate * TICK_MS) / 1000;
  let addCredit = 0;
  let readCredit = 0;
  const timer = setInterval(() => {
    addCredit += perTick(ADDS_PER_SECOND);
    readCredit += perTick(READS_PER_SECOND);
    for (; addCredit >= 1; addCredit -= 1, sent += 1) {
      adds.sent += 1;
      const shopper = sent % tokens.length;
      add(shopper, dishIds[Math.floor(sent / tokens.length) % dishIds.length]!);
    }
    for (; readCredit >= 1; readCredit -= 1) {
      reads.sent += 1;
      read();
    }
  }, TICK_MS);
  return {
    adds,
    reads,
    acknowledged,
    stop: async () => {
      clearInterval(timer);
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

async function main(): Promise<void> {
  if (!serverUrl) {
    console.log('bench:rolling needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
    process.exit(2);
  }
  const database = await createPostgresDatabase(serverUrl);
  const root = mkdtempSync(path.join(tmpdir(), 'storefront-rolling-'));
  const ports = [await freePort(), await freePort()];
  const envOf = (index: number) => ({
    DATABASE_URL: database.url,
    DATA_DIR: path.join(root, `instance-${index}`),
    PORT: String(ports[index]),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY_HOPS: '1',
    SIGNUP_LIMIT: '1000',
    SHUTDOWN_DRAIN_SECONDS: process.env.BENCH_DRAIN_SECONDS ?? '2',
  });
  const secret = envOf(0).JWT_SECRET;
  const start = (index: number) => startServer({ ...envOf(index), JWT_SECRET: secret });
  const instances: RunningServer[] = [];
  // One after the other: the first runs the migrations.
  for (const index of [0, 1]) instances.push(await start(index));
  const balancer = await startBalancer(ports.map((port) => `127.0.0.1:${port}`));
  if (!balancer) {
    console.log('bench:rolling needs nginx: apt-get install nginx-light');
    process.exit(2);
  }
  try {
    const menu = await json<FoodListReply>(`${balancer.url}/api/food/list`);
    const dishIds = menu.data.map((dish) => dish._id);
    const tokens: string[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) tokens.push(await signUp(balancer.url, i));

    loadBegan = performance.now();
    const load = startLoad(balancer.url, tokens, dishIds);
    const began = loadBegan;
    const timeline: string[] = [];
    const mark = (what: string) =>
      timeline.push(`${((performance.now() - began) / 1000).toFixed(1)} s ${what}`);
    await sleep(SETTLE_S * 1000);
    for (const index of [0, 1]) {
      mark(`SIGTERM to instance ${index}`);
      await instances[index]!.stop();
      mark(`instance ${index} exited; starting it again`);
      instances[index] = await start(index);
      mark(`instance ${index} healthy`);
      await sleep(SETTLE_S * 1000);
    }
    await load.stop();
    mark('load stopped');

    let lost = 0;
    let stored = 0;
    for (const [shopper, token] of tokens.entries()) {
      const { cartData } = await json<{ cartData: Record<string, number> }>(
        `${balancer.url}/api/cart/get`,
        { method: 'POST', headers: { 'content-type': 'application/json', token }, body: '{}' },
      );
      for (const [dishId, acked] of load.acknowledged[shopper]!) {
        const inCart = cartData[dishId] ?? 0;
        stored += inCart;
        lost += Math.max(0, acked - inCart);
      }
    }

    const total = load.adds.sent + load.reads.sent;
    const failed = load.adds.failed + load.reads.failed;
    const acked = load.adds.byStatus.get('200') ?? 0;
    const share = (failed / total) * 100;
    console.log(
      `\nRolling restart through nginx: two instances on PostgreSQL, ${ADDS_PER_SECOND} cart adds ` +
        `and ${READS_PER_SECOND} menu reads a second, Node ${process.version}\n`,
    );
    for (const line of timeline) console.log(`  ${line}`);
    console.table([
      { requests: 'cart/add', sent: load.adds.sent, failed: load.adds.failed },
      { requests: 'food/list', sent: load.reads.sent, failed: load.reads.failed },
    ]);
    console.log('outcomes, cart/add:', Object.fromEntries(load.adds.byStatus));
    console.log('outcomes, food/list:', Object.fromEntries(load.reads.byStatus));
    for (const line of [...failures(load.adds), ...failures(load.reads)]) console.log(`  ${line}`);
    console.log(
      `acknowledged adds ${acked}, in the carts ${stored}, lost ${lost}; failed ${failed} of ${total} (${share.toFixed(3)}%)`,
    );
    console.log(
      `budgets: failed ${share <= 0.1 ? 'met' : 'NOT met'} (<= 0.1%); ` +
        `acknowledged writes lost ${lost === 0 ? 'met' : 'NOT met'} (0)`,
    );
    if (lost > 0) process.exitCode = 1;
  } finally {
    await balancer.stop();
    for (const instance of instances) await instance.stop();
    await database.drop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
