/**
 * API load benchmark (npm run bench:api [-- --against <commit>]): the built store in its own
 * process pinned to one core, wrk (one thread, 32 connections) pinned to the other, and nginx
 * serving the same food/list bytes on the server's core in the same run, as the yardstick.
 * - GET /api/food/list: the store at the default log level (info, JSON lines to a file, as a
 *   deployed store writes them), the same build at LOG_LEVEL=warn (what the request log costs),
 *   nginx, and the `--against` build.
 * - POST /api/cart/add (Authorization: Bearer; 16 shoppers signed up by the bench for each run,
 *   round-robin over the dishes): this build and the `--against` build. Each run's carts are read
 *   back: every add answered 2xx must be stored.
 * - POST /api/order/place (this build, once; every request a cart its shopper never placed).
 * The runs alternate between the builds, BENCH_ROUNDS times (5 unless set; order reversed every
 * other round), so a busy moment of the shared machine hits them alike; the stores not under load
 * are stopped meanwhile (`alone`). Budgets (FAIL and a non-zero exit when missed), each on the
 * median of the rounds' ratios, so two rounds a neighbour disturbed do not decide: food/list at
 * least 0.35 of nginx; the request log at most 15% of food/list's req/s; with --against, cart/add
 * at least the other build's req/s.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CartData, FoodListReply, LoginReply } from '../contract/api';
import { buildCommit, type OtherBuild } from './against';
import { cartAddLua } from './cart-add';
import { startNginx, type RunningNginx } from './nginx';
import { placeOrderLua } from './place-order';
import { startServer, type RunningServer } from './server-process';
import { requireWrk, SERVER_CPUS, wrk, type WrkFigures, type WrkLoad } from './wrk';

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_S = 3;
/** Shoppers sharing one cart run, so no cart line reaches the per-dish limit. */
const SHOPPERS = 16;
/** Shoppers placing orders; each places distinct carts (bench/place-order.ts). */
const ORDER_SHOPPERS = 64;
const BUDGET = { nginxShare: 0.35, logCost: 0.15 };

interface Target {
  label: string;
  url: string;
  server?: RunningServer;
}

/** wrk's figures and the server's CPU time per request (µs; user and system, from /proc). */
type Figures = WrkFigures & { cpuUs?: number };

/** Every run's figures by call and target, in the order they ran. */
type Series = Map<string, Figures[]>;

/** The process's CPU time so far, in clock ticks (a hundredth of a second). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Every store the bench started; all share the servers' core. */
const stores: RunningServer[] = [];

/**
 * Runs `run` with every store but `target`'s stopped (SIGSTOP), so that their work in the
 * background (timers, the garbage collector, a log's flush) never takes the core of the one
 * under load; they carry on (SIGCONT) afterwards. nginx, idle, is left running.
 */
async function alone<T>(target: Target, run: () => Promise<T>): Promise<T> {
  const others = stores.filter((store) => store !== target.server);
  for (const other of others) process.kill(other.pid, 'SIGSTOP');
  try {
    return await run();
  } finally {
    for (const other of others) process.kill(other.pid, 'SIGCONT');
  }
}

/** wrk's run, with the CPU time the target's server spent per request answered. */
async function measured(target: Target, load: WrkLoad): Promise<Figures> {
  const pid = target.server?.pid;
  const before = pid ? cpuTicks(pid) : 0;
  const figures = await alone(target, () => wrk(load));
  if (!pid || figures.requests === 0) return figures;
  return { ...figures, cpuUs: Math.round(((cpuTicks(pid) - before) * 10_000) / figures.requests) };
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

let signedUp = 0;
async function shoppers(url: string, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      signedUp += 1;
      const email = `bench.${signedUp}.${Date.now()}@example.com`;
      const password = 'bench password';
      await post(`${url}/api/user/register`, { name: `Bench ${signedUp}`, email, password });
      return (await post<LoginReply>(`${url}/api/user/login`, { email, password })).token;
    }),
  );
}

const menuOf = async (url: string) =>
  ((await (await fetch(`${url}/api/food/list`)).json()) as FoodListReply).data;

/** One cart/add run on `target` with shoppers of its own; checks that no answered add was lost. */
async function cartRun(target: Target, durationSeconds: number): Promise<Figures> {
  const dishIds = (await menuOf(target.url)).map((dish) => dish._id);
  const tokens = await shoppers(target.url, SHOPPERS);
  const figures = await measured(target, {
    url: target.url,
    connections: CONNECTIONS,
    durationSeconds,
    lua: cartAddLua(tokens, dishIds),
  });
  const carts = await Promise.all(
    tokens.map((token) => post<{ cartData: CartData }>(`${target.url}/api/cart/get`, {}, token)),
  );
  const stored = carts.reduce(
    (sum, cart) => sum + Object.values(cart.cartData).reduce((a, b) => a + b, 0),
    0,
  );
  // Requests still in flight when wrk stops are stored but not counted: at most one a connection.
  const answered = figures.requests - figures.non2xx;
  if (stored < answered || stored - answered > CONNECTIONS) {
    console.log(
      `  ${target.label} cart/add: ${answered} adds answered 2xx, ${stored} stored: LOST`,
    );
    process.exitCode = 1;
  }
  return figures;
}

function record(series: Series, key: string, figures: Figures): void {
  series.set(key, [...(series.get(key) ?? []), figures]);
  console.log(
    `  ${key}: ${figures.requestsPerSecond} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms` +
      (figures.cpuUs === undefined ? '' : `, ${figures.cpuUs} µs CPU a request`) +
      (figures.non2xx || figures.errors
        ? `, ${figures.non2xx} non-2xx, ${figures.errors} errors`
        : ''),
  );
}

/** The rounds: food/list on every target, cart/add on every store, alternating. */
async function rounds(foodTargets: Target[], cartTargets: Target[]): Promise<Series> {
  const series: Series = new Map();
  console.log(`warm-up, ${WARM_UP_S} s each`);
  for (const target of cartTargets) {
    await wrk({
      url: `${target.url}/api/food/list`,
      connections: CONNECTIONS,
      durationSeconds: WARM_UP_S,
    });
    await cartRun(target, WARM_UP_S);
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`round ${round} of ${ROUNDS}, ${DURATION_S} s a run`);
    const inOrder = <T>(list: T[]) => (round % 2 === 0 ? [...list].reverse() : list);
    for (const target of inOrder(foodTargets)) {
      const figures = await measured(target, {
        url: `${target.url}/api/food/list`,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
      });
      record(series, `GET /api/food/list|${target.label}`, figures);
    }
    for (const target of inOrder(cartTargets))
      record(series, `POST /api/cart/add|${target.label}`, await cartRun(target, DURATION_S));
  }
  return series;
}

/** POST /api/order/place on `target`, once; says whether any cart repeated. */
async function orderRun(target: Target, series: Series): Promise<void> {
  const tokens = await shoppers(target.url, ORDER_SHOPPERS);
  const placing = placeOrderLua(tokens, await menuOf(target.url));
  console.log('order/place, once');
  const figures = await measured(target, {
    url: target.url,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    lua: placing.lua,
  });
  record(series, `POST /api/order/place|${target.label}`, figures);
  if (figures.requests > placing.distinctCarts)
    console.log('  order/place: carts repeated (raise ORDER_SHOPPERS)');
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
const range = (values: number[]) =>
  values.length === 1 ? `${values[0]}` : `${Math.min(...values)}-${Math.max(...values)}`;
const rps = (series: Series, key: string) =>
  (series.get(key) ?? []).map((figures) => figures.requestsPerSecond);

function table(series: Series): void {
  console.table(
    [...series].map(([key, runs]) => {
      const [call, target] = key.split('|');
      return {
        call,
        build: target,
        'req/s (runs)': runs.map((one) => one.requestsPerSecond).join(', '),
        'req/s mean': Math.round(mean(runs.map((one) => one.requestsPerSecond))),
        'p50 ms': range(runs.map((one) => one.p50)),
        'p99 ms': range(runs.map((one) => one.p99)),
        'CPU µs/req': runs[0]?.cpuUs === undefined ? '' : range(runs.map((one) => one.cpuUs ?? 0)),
        'non-2xx': runs.reduce((sum, one) => sum + one.non2xx, 0),
        errors: runs.reduce((sum, one) => sum + one.errors, 0),
      };
    }),
  );
}

/**
 * Prints each budget as met or FAIL, from the runs' ratios taken round by round: their median,
 * which three rounds of five must miss to fail.
 */
function budgets(
  series: Series,
  { hasNginx, against, logLines }: { hasNginx: boolean; against: string[]; logLines: number },
): void {
  const ratios = (call: string, a: string, b: string) => {
    const top = rps(series, `${call}|${a}`);
    const bottom = rps(series, `${call}|${b}`);
    return top.map((value, i) => value / bottom[i]!);
  };
  const check = (what: string, values: number[], met: (value: number) => boolean, rule: string) => {
    // Three decimals: a median of 0.847 against 0.85 would read '0.85 … FAIL' at two.
    const shown = values.map((value) => value.toFixed(3)).join(', ');
    const ok = met(median(values));
    console.log(
      `${ok ? 'met ' : 'FAIL'} ${what}: ${median(values).toFixed(3)} ` +
        `(median of runs ${shown}); ${rule}`,
    );
    if (!ok) process.exitCode = 1;
  };
  const food = 'GET /api/food/list';
  if (hasNginx)
    check(
      'food/list / nginx',
      ratios(food, 'this build', 'nginx'),
      (v) => v >= BUDGET.nginxShare,
      `at least ${BUDGET.nginxShare}`,
    );
  else
    console.log(
      'food/list vs nginx: skipped, nginx is not installed (apt-get install nginx-light)',
    );
  check(
    'request log: food/list at info / at warn',
    ratios(food, 'this build', 'this build, LOG_LEVEL=warn'),
    (v) => v >= 1 - BUDGET.logCost,
    `at least ${1 - BUDGET.logCost} (the log costs at most ${BUDGET.logCost * 100}%)`,
  );
  check('log lines per food/list request at info', [logLines], (v) => v <= 1, 'at most 1');
  for (const other of against) {
    check(`food/list / ${other}`, ratios(food, 'this build', other), () => true, '(no budget)');
    const cpu = (label: string) =>
      (series.get(`POST /api/cart/add|${label}`) ?? []).map((one) => one.cpuUs ?? NaN);
    const others = cpu(other);
    check(
      `cart/add CPU per request / ${other}'s`,
      cpu('this build').map((value, i) => value / others[i]!),
      () => true,
      '(no budget; the figure a busy machine moves least)',
    );
    check(
      `cart/add / ${other}`,
      ratios('POST /api/cart/add', 'this build', other),
      (v) => v >= 1,
      'at least 1',
    );
  }
}

/**
 * Log lines the store writes per request, over 200 requests: the request log's rule is one. The
 * store writes its log in batches at least once a second (http/request-log.ts), so the count waits
 * longer than that before and after, or it would count lines of the runs before as these.
 */
async function logLinesPerRequest(server: RunningServer): Promise<number> {
  const lines = () =>
    readFileSync(path.join(server.dataDir, 'server.log'), 'utf8').split('\n').length - 1;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));
  const REQUESTS = 200;
  await settle();
  const before = lines();
  for (let i = 0; i < REQUESTS; i += 1)
    await (await fetch(`${server.url}/api/food/list`)).arrayBuffer();
  await settle();
  return (lines() - before) / REQUESTS;
}

/** The commits named by `--against` (the flag may be given more than once). */
function againstCommits(): string[] {
  const commits: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg !== '--against') return;
    const commit = process.argv[i + 1];
    if (!commit || commit.startsWith('--')) throw new Error('--against needs a commit');
    commits.push(commit);
  });
  return commits;
}

async function main(): Promise<void> {
  requireWrk();
  const others: OtherBuild[] = [];
  let nginx: RunningNginx | undefined;
  // The bench signs up its shoppers at once from one address: the limits and the hashing queue
  // are not what is measured here (npm run bench:auth measures those).
  const env = {
    AUTH_FAILURE_LIMIT: '100000',
    SIGNUP_LIMIT: '100000',
    PASSWORD_HASH_QUEUE: '1000',
    LOG_FORMAT: 'json',
  };
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await nginx?.stop();
      // A store stopped by `alone` (Ctrl-C during a run) hears SIGTERM only once it carries on.
      for (const store of stores) process.kill(store.pid, 'SIGCONT');
      await Promise.all(stores.map((store) => store.stop()));
      for (const other of others) await other.remove();
    })());
  // Ctrl-C stops the servers and removes the worktrees too.
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  const start = async (label: string, logLevel: string, root?: string): Promise<Target> => {
    const server = await startServer(
      { ...env, LOG_LEVEL: logLevel },
      { root, cpus: SERVER_CPUS, logToFile: true },
    );
    stores.push(server);
    return { label, url: server.url, server };
  };
  try {
    for (const commit of againstCommits()) {
      console.log(`building ${commit}'s server in a temporary worktree`);
      others.push(await buildCommit(commit));
      console.log(`  ${others.at(-1)!.name}: ${others.at(-1)!.subject}`);
    }
    const current = await start('this build', 'info');
    const quiet = await start('this build, LOG_LEVEL=warn', 'warn');
    const previous: Target[] = [];
    for (const other of others) previous.push(await start(other.name, 'info', other.root));
    const body = Buffer.from(await (await fetch(`${current.url}/api/food/list`)).arrayBuffer());
    nginx = await startNginx('/api/food/list', body, 'application/json', SERVER_CPUS);
    const yardstick = nginx ? [{ label: 'nginx', url: nginx.url }] : [];
    // Both log levels take the cart adds too, so the two processes compared for the request
    // log's cost have served the same mix of calls (their JIT and heap alike).
    const series = await rounds(
      [...yardstick, current, quiet, ...previous],
      [current, quiet, ...previous],
    );
    await orderRun(current, series);

    console.log(
      `\nAPI benchmark: wrk 1 thread on CPU 1, ${CONNECTIONS} connections, ${DURATION_S} s a run, ` +
        `${ROUNDS} rounds; servers on CPU ${SERVER_CPUS}; Node ${process.version}; ` +
        `food/list ${body.length} bytes\n`,
    );
    table(series);
    budgets(series, {
      hasNginx: nginx !== undefined,
      against: previous.map((target) => target.label),
      logLines: await logLinesPerRequest(current.server!),
    });
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
