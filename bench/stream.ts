/**
 * Live-stream benchmark (npm run bench:stream): 1,000 open shopper streams (GET /api/order/stream)
 * on one instance while POST /api/cart/add is under load (autocannon, 32 connections).
 * 1. cart/add alone, for BENCH_DURATION seconds: the baseline req/s.
 * 2. 1,000 shoppers each open their stream (a ticket, then the stream); the server's RSS before
 *    and after gives the memory per stream.
 * 3. cart/add again for BENCH_DURATION seconds while, every 100 ms, one of the streaming shoppers
 *    places and pays an order at the test checkout. Delay: from the order event's time (the
 *    `Food Processing` step's `at`, written in the transaction that announces it) to the event's
 *    arrival on the shopper's stream; same machine, same clock.
 * Budgets: delay p99 under 250 ms; cart/add with the streams at least 80% of its req/s without.
 * The shoppers are written straight into the scratch SQLite database with one password hash and
 * given tokens signed with the store's JWT_SECRET (1,000 sign-ups would measure scrypt instead).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import type { FoodListReply, Order, PlaceOrderReply } from '../contract/api';
import { hashPassword } from '../server/auth/passwords';
import { TokenService } from '../server/auth/tokens';
import { openDatabase } from '../server/db/database';
import { openSse, SseStream } from '../server/test/sse-client';
import { UserRepository } from '../server/users/repository';
import { cartAddRequests } from './cart-add';
import { nthCart } from './place-order';
import { startServer } from './server-process';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ORDER_EVERY_MS = 100;
/**
 * Shoppers sharing the cart load of one run, so no cart line reaches the per-dish limit; each
 * run (the warm-up and three measured) has its own.
 */
const CART_SHOPPERS = 16;
const CART_RUNS = 4;

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function post<T>(url: string, body: unknown, token: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function cartLoad(url: string, tokens: string[], dishIds: string[], duration = DURATION_S) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: cartAddRequests(tokens, dishIds),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The shoppers, straight into the store's database, with one hash and tokens of its secret. */
async function benchShoppers(dataDir: string, jwtSecret: string): Promise<string[]> {
  const { db } = await openDatabase({ databaseUrl: undefined, dataDir });
  const users = new UserRepository(db);
  const tokens = new TokenService(jwtSecret);
  const hash = await hashPassword(`bench ${randomBytes(4).toString('hex')}`);
  const shopperTokens: string[] = [];
  for (let i = 0; i < STREAMS + CART_SHOPPERS * CART_RUNS; i += 1) {
    const id = await users.create(`Bench ${i}`, `stream.${i}.${Date.now()}@example.com`, hash);
    shopperTokens.push(tokens.issue(id!));
  }
  await db.destroy();
  return shopperTokens;
}

/**
 * Each shopper's stream. Fifty from each loopback address (127.0.0.2, .3, ...): as many as
 * STREAMS_PER_ADDRESS lets one client address hold, as fifty neighbourhoods' worth of shoppers
 * would.
 */
async function openStreams(serverUrl: string, tokens: readonly string[]): Promise<SseStream[]> {
  const streams: SseStream[] = [];
  for (let i = 0; i < tokens.length; i += 50) {
    const agent = new http.Agent({ localAddress: `127.0.0.${2 + i / 50}` });
    const batch = tokens.slice(i, i + 50).map(async (token) => {
      const { url } = await post<{ url: string }>(
        `${serverUrl}/api/stream/ticket`,
        { stream: 'orders' },
        token,
      );
      const opened = await openSse(`${serverUrl}${url}`, {}, agent);
      if (!(opened instanceof SseStream)) throw new Error(JSON.stringify(opened.body));
      return opened;
    });
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}

type CartFigures = Awaited<ReturnType<typeof cartLoad>>;

/** The three runs' table, the memory per stream, the delays and the budgets. */
function report({
  without,
  withStreams,
  withoutAfter,
  delays,
  lost,
  rssBefore,
  rssAfter,
  open,
}: {
  without: CartFigures;
  withStreams: CartFigures;
  withoutAfter: CartFigures;
  delays: number[];
  lost: number;
  rssBefore: number;
  rssAfter: number;
  open: number;
}): void {
  const baseline = (without.requestsPerSecond + withoutAfter.requestsPerSecond) / 2;
  delays.sort((a, b) => a - b);
  const perStreamKb = (rssAfter - rssBefore) / STREAMS;
  const share = withStreams.requestsPerSecond / baseline;
  const p50 = percentile(delays, 50);
  const p99 = percentile(delays, 99);
  console.log(
    `\nStream benchmark: ${STREAMS} shopper streams, cart/add at ${CONNECTIONS} connections for ` +
      `${DURATION_S} s, Node ${process.version}\n`,
  );
  console.table([
    {
      run: 'cart/add without streams',
      'req/s': without.requestsPerSecond,
      'p99 ms': without.p99,
      'non-2xx': without.non2xx,
      errors: without.errors,
    },
    {
      run: `cart/add with ${STREAMS} streams`,
      'req/s': withStreams.requestsPerSecond,
      'p99 ms': withStreams.p99,
      'non-2xx': withStreams.non2xx,
      errors: withStreams.errors,
    },
    {
      run: 'cart/add without streams, after',
      'req/s': withoutAfter.requestsPerSecond,
      'p99 ms': withoutAfter.p99,
      'non-2xx': withoutAfter.non2xx,
      errors: withoutAfter.errors,
    },
  ]);
  console.log(
    `memory: RSS ${Math.round(rssBefore / 1024)} MB -> ${Math.round(rssAfter / 1024)} MB with ` +
      `${STREAMS} streams open: ${perStreamKb.toFixed(1)} KB per stream (${open} still open at the end)`,
  );
  console.log(
    `delay from a paid order's event to its arrival on the shopper's stream: ` +
      `${delays.length} orders, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
      `max ${(delays.at(-1) ?? NaN).toFixed(1)} ms, ${lost} not received within 5 s`,
  );
  console.log(
    `budgets: delay p99 ${p99 < 250 && lost === 0 ? 'met' : 'NOT met'} (< 250 ms); ` +
      `cart/add with streams ${(share * 100).toFixed(0)}% of without (the mean of both runs) ` +
      `(${share >= 0.8 ? 'met' : 'NOT met'}: at least 80%)`,
  );
}

async function main(): Promise<void> {
  const jwtSecret = randomBytes(32).toString('base64url');
  const server = await startServer({ JWT_SECRET: jwtSecret, MAX_CONNECTIONS: '20000' });
  const streams: SseStream[] = [];
  try {
    const menu = (await (await fetch(`${server.url}/api/food/list`)).json()) as FoodListReply;
    const dishIds = menu.data.map((dish) => dish._id);

    const shopperTokens = await benchShoppers(server.dataDir, jwtSecret);
    const streamTokens = shopperTokens.slice(0, STREAMS);
    let cartRun = 0;
    /** The next run's own cart shoppers. */
    const cartTokens = () => {
      cartRun += 1;
      return shopperTokens.slice(
        STREAMS + CART_SHOPPERS * (cartRun - 1),
        STREAMS + CART_SHOPPERS * cartRun,
      );
    };

    /**
     * cart/add under load while, every ORDER_EVERY_MS, one of the stream shoppers places and pays
     * an order (in every run, so the runs differ only by the open streams). With streams, each
     * paid order's delay to its arrival on the shopper's stream is measured.
     */
    let ordersPlaced = 0;
    const cartLoadWithOrders = async (open?: SseStream[]) => {
      const delays: number[] = [];
      let lost = 0;
      let placing = true;
      const orders = (async () => {
        while (placing) {
          ordersPlaced += 1;
          const index = (ordersPlaced * 37) % STREAMS;
          const placed = await post<PlaceOrderReply>(
            `${server.url}/api/order/place`,
            nthCart(menu.data, ordersPlaced),
            streamTokens[index]!,
          );
          const pay = await fetch(`${server.url}${new URL(placed.session_url).pathname}`, {
            method: 'POST',
            body: new URLSearchParams({ number: '4242424242424242', expiry: '12/40', cvc: '123' }),
            redirect: 'manual',
          });
          if (pay.status !== 303) throw new Error(`paying failed: ${pay.status}`);
          if (open) {
            try {
              const event = await open[index]!.waitForOrder(
                placed.orderId,
                (order) => order.status === 'Food Processing',
                5_000,
              );
              const order = JSON.parse(event.data) as Order;
              const step = order.timeline.find((one) => one.status === 'Food Processing')!;
              delays.push(performance.timeOrigin + event.at - Date.parse(step.at));
            } catch {
              lost += 1;
            }
          }
          await new Promise((resolve) => setTimeout(resolve, ORDER_EVERY_MS));
        }
      })();
      const figures = await cartLoad(server.url, cartTokens(), dishIds);
      placing = false;
      await orders;
      return { figures, delays, lost };
    };

    // Warm-up (JIT, SQLite's cache), not counted.
    await cartLoad(server.url, cartTokens(), dishIds, 3);
    const { figures: without } = await cartLoadWithOrders();

    const rssBefore = rssKb(server.pid);
    streams.push(...(await openStreams(server.url, streamTokens)));
    const rssAfter = rssKb(server.pid);

    const { figures: withStreams, delays, lost } = await cartLoadWithOrders(streams);
    const open = streams.filter((stream) => !stream.ended).length;
    // Without streams once more, after them: the machine's drift shows between the two.
    for (const stream of streams.splice(0)) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const { figures: withoutAfter } = await cartLoadWithOrders();

    report({ without, withStreams, withoutAfter, delays, lost, rssBefore, rssAfter, open });
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
