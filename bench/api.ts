/**
 * API load benchmark (npm run bench:api): GET /api/food/list, POST /api/cart/add and
 * POST /api/order/place (test checkout, a distinct cart per request: bench/place-order.ts) under
 * autocannon, 32 connections for about 10 s each, against the built store in its own process.
 * Prints requests per second and p50/p99 latency, and checks that no cart add was lost. When
 * Debian's nginx is installed, it serves the same food/list bytes in the same run, and our req/s
 * is printed as a share of nginx's (budget: at least 0.35).
 * Budgets on the 2-core reference machine: food/list >= 10,000 req/s with p99 < 15 ms;
 * cart/add >= 2,000 req/s with p99 < 30 ms.
 */
import autocannon from 'autocannon';
import type { CartData, FoodListReply, LoginReply } from '../contract/api';
import { cartAddRequests } from './cart-add';
import { placeOrderLoad } from './place-order';
import { startNginx } from './nginx';
import { startStore } from './server-process';

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Shoppers sharing the cart load, so no cart line reaches the per-dish limit. */
const SHOPPERS = 16;
/** Shoppers placing orders; each places distinct carts (bench/place-order.ts). */
const ORDER_SHOPPERS = 64;

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function shopper(url: string, index: number): Promise<string> {
  const email = `bench.${index}.${Date.now()}@example.com`;
  const password = 'bench password';
  await post(`${url}/api/user/register`, { name: `Bench ${index}`, email, password });
  const login = await post<LoginReply>(`${url}/api/user/login`, { email, password });
  return login.token;
}

async function main(): Promise<void> {
  // The bench signs up its 80 shoppers at once from one address: the limits and the hashing
  // queue are not what is measured here (npm run bench:auth measures those).
  const store = await startStore({
    AUTH_FAILURE_LIMIT: '100000',
    SIGNUP_LIMIT: '100000',
    PASSWORD_HASH_QUEUE: '1000',
  });
  try {
    const menu = (await (await fetch(`${store.url}/api/food/list`)).json()) as FoodListReply;
    const dishIds = menu.data.map((dish) => dish._id);
    const tokens = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) => shopper(store.url, i)),
    );

    const foodList = await load('GET /api/food/list', { url: `${store.url}/api/food/list` });
    // The same bytes from nginx, in the same run: our figure as a share of what the machine allows.
    const menuBody = Buffer.from(await (await fetch(`${store.url}/api/food/list`)).arrayBuffer());
    const nginx = await startNginx('/api/food/list', menuBody, 'application/json');
    const nginxFoodList = nginx
      ? await load('nginx: the same body', { url: `${nginx.url}/api/food/list` }).finally(() =>
          nginx.stop(),
        )
      : undefined;

    const cartAdd = await load('POST /api/cart/add', {
      url: store.url,
      requests: cartAddRequests(tokens, dishIds),
    });

    const orderTokens = await Promise.all(
      Array.from({ length: ORDER_SHOPPERS }, (_, i) => shopper(store.url, SHOPPERS + i)),
    );
    const placing = placeOrderLoad(store.url, orderTokens, menu.data);
    const orderPlace = await load('POST /api/order/place', placing.options);

    const carts = await Promise.all(
      tokens.map((token) => post<{ cartData: CartData }>(`${store.url}/api/cart/get`, {}, token)),
    );
    const stored = carts.reduce(
      (sum, cart) => sum + Object.values(cart.cartData).reduce((a, b) => a + b, 0),
      0,
    );

    console.log(
      `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`,
    );
    console.table(
      [foodList, ...(nginxFoodList ? [nginxFoodList] : []), cartAdd, orderPlace].map((f) => ({
        call: f.name,
        'req/s': f.requestsPerSecond,
        'p50 ms': f.p50,
        'p99 ms': f.p99,
        '2xx': f.ok,
        'non-2xx': f.non2xx,
        errors: f.errors,
      })),
    );
    // Requests still in flight when the timer stops are stored but not counted by autocannon.
    const lost = Math.max(0, cartAdd.ok - stored);
    const inFlight = stored - cartAdd.ok;
    console.log(
      `cart/add: ${cartAdd.ok} adds answered 2xx, ${stored} stored in carts` +
        (lost === 0
          ? ` -> no add lost (${inFlight} more were in flight at the stop; at most ${CONNECTIONS})`
          : ` -> ${lost} LOST`),
    );
    if (inFlight > CONNECTIONS) process.exitCode = 1;
    const placed = orderPlace.ok + orderPlace.non2xx;
    console.log(
      `order/place: ${ORDER_SHOPPERS} shoppers, ${placed} placements, ${placing.distinctCarts} distinct carts ` +
        (placed <= placing.distinctCarts
          ? '-> every placement was a new cart (none answered from an open order)'
          : '-> carts repeated: raise ORDER_SHOPPERS'),
    );
    if (nginxFoodList) {
      const ratio = foodList.requestsPerSecond / nginxFoodList.requestsPerSecond;
      console.log(
        `food/list vs nginx (one worker, the same body): ${ratio.toFixed(2)} of nginx's req/s ` +
          `(${ratio >= 0.35 ? 'met' : 'NOT met'}: at least 0.35)`,
      );
    } else {
      console.log(
        'food/list vs nginx: skipped, nginx is not installed (apt-get install nginx-light)',
      );
    }
    console.log(
      `budgets: food/list ${foodList.requestsPerSecond >= 10_000 && foodList.p99 < 15 ? 'met' : 'NOT met'} (>= 10000 req/s, p99 < 15 ms); ` +
        `cart/add ${cartAdd.requestsPerSecond >= 2_000 && cartAdd.p99 < 30 ? 'met' : 'NOT met'} (>= 2000 req/s, p99 < 30 ms)`,
    );
    if (lost !== 0) process.exitCode = 1;
  } finally {
    await store.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
