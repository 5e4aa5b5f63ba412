/**
 * Password hashing must never starve the store (npm run bench:auth). A signed-in shopper keeps
 * calling POST /api/cart/get while sign-ups arrive, each from its own client address (as a real
 * burst would, so per-address limits are not what keeps the load off):
 *   A. 40 sign-ups at once;
 *   B. 20 sign-ups a second for 10 s.
 * Prints cart/get p50/p99/max during each, the status counts of both calls, and the server's peak
 * memory (RSS, read from /proc). Budget on the 2-core reference machine: cart/get p99 < 50 ms,
 * no 5xx on cart/get, peak RSS < 400 MB.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FoodListReply, LoginReply } from '../contract/api';
import { startServer, type RunningServer } from './server-process';

const CART_LOOPS = 8;
const PASSWORD = 'a fine long password 42';

interface Sample {
  at: number;
  ms: number;
  status: number;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, text };
}

/** Peak resident memory of a process so far, in MB (Linux). */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function counts(statuses: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const status of statuses) out[status] = (out[status] ?? 0) + 1;
  return out;
}

let address = 0;
/** A sign-up from an address of its own (TRUST_PROXY_HOPS=1 lets the bench say which). */
function signUp(server: RunningServer): Promise<number> {
  address += 1;
  const from = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  return post(
    `${server.url}/api/user/register`,
    { name: 'Burst', email: `burst.${address}.${Date.now()}@example.com`, password: PASSWORD },
    { 'x-forwarded-for': from },
  ).then(
    (reply) => reply.status,
    () => 0,
  );
}

/** Keeps CART_LOOPS signed-in cart/get calls going until `stop` resolves. */
async function cartLoad(server: RunningServer, token: string, stop: Promise<void>) {
  const samples: Sample[] = [];
  let stopped = false;
  void stop.then(() => (stopped = true));
  await Promise.all(
    Array.from({ length: CART_LOOPS }, async () => {
      while (!stopped) {
        const at = performance.now();
        const reply = await post(`${server.url}/api/cart/get`, {}, { token }).catch(() => ({
          status: 0,
          ms: performance.now() - at,
        }));
        samples.push({ at, ms: reply.ms, status: reply.status });
      }
    }),
  );
  return samples;
}

interface Figures {
  scenario: string;
  cartCalls: number;
  p50: number;
  p99: number;
  max: number;
  cartStatuses: Record<string, number>;
  signupStatuses: Record<string, number>;
  peakRssMb: number;
}

async function scenario(
  server: RunningServer,
  token: string,
  name: string,
  burst: () => Promise<number[]>,
): Promise<Figures> {
  let finish!: () => void;
  const stop = new Promise<void>((resolve) => (finish = resolve));
  const load = cartLoad(server, token, stop);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const from = performance.now();
  const signups = await burst();
  const until = performance.now();
  finish();
  const during = (await load).filter((sample) => sample.at >= from && sample.at <= until);
  const latencies = during.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    scenario: name,
    cartCalls: during.length,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    max: Math.round(latencies[latencies.length - 1] ?? 0),
    cartStatuses: counts(during.map((sample) => sample.status)),
    signupStatuses: counts(signups),
    peakRssMb: peakRssMb(server.pid),
  };
}

async function main(): Promise<void> {
  const server = await startServer({ TRUST_PROXY_HOPS: '1' });
  try {
    const email = `shopper.${Date.now()}@example.com`;
    await post(`${server.url}/api/user/register`, { name: 'Shopper', email, password: PASSWORD });
    const login = await post(`${server.url}/api/user/login`, { email, password: PASSWORD });
    const { token } = JSON.parse(login.text) as LoginReply;
    if (!token) throw new Error(`could not log in: ${login.status}`);
    const menu = (await (await fetch(`${server.url}/api/food/list`)).json()) as FoodListReply;
    await post(`${server.url}/api/cart/add`, { itemId: menu.data[0]!._id }, { token });

    const results = [
      await scenario(server, token, 'A: 40 sign-ups at once', () =>
        Promise.all(Array.from({ length: 40 }, () => signUp(server))),
      ),
      await scenario(server, token, 'B: 20 sign-ups/s for 10 s', async () => {
        const sent: Array<Promise<number>> = [];
        for (let i = 0; i < 200; i += 1) {
          sent.push(signUp(server));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return Promise.all(sent);
      }),
    ];

    console.log(`\nAuth burst benchmark: ${CART_LOOPS} cart/get loops, Node ${process.version}\n`);
    console.table(
      results.map((r) => ({
        scenario: r.scenario,
        'cart/get calls': r.cartCalls,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'max ms': r.max,
        'cart/get statuses': JSON.stringify(r.cartStatuses),
        'sign-up statuses': JSON.stringify(r.signupStatuses),
        'peak RSS MB': r.peakRssMb,
      })),
    );
    for (const r of results) {
      const fiveXx = Object.entries(r.cartStatuses)
        .filter(([status]) => Number(status) >= 500 || Number(status) === 0)
        .reduce((sum, [, n]) => sum + n, 0);
      const met = r.p99 < 50 && fiveXx === 0 && r.peakRssMb < 400;
      console.log(
        `${r.scenario}: ${met ? 'met' : 'NOT met'} (cart/get p99 ${r.p99} ms < 50, ` +
          `${fiveXx} cart/get 5xx or failures = 0, peak RSS ${r.peakRssMb} MB < 400)`,
      );
    }
    const dir = path.join(__dirname, 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `auth-${new Date().toISOString().replaceAll(':', '-')}.json`);
    writeFileSync(file, JSON.stringify({ node: process.version, results }, null, 2));
    console.log(`figures: ${path.relative(process.cwd(), file)}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
