/**
 * Builds a real app for a test file: a fresh SQLite file in a temporary folder, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a fresh database created on it and dropped after.
 * Every test makes its own data; nothing is shared between files. Nothing here is dialect-specific:
 * tests that look into the database do it through Kysely (`server.app.database.db`).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FoodItem } from '../../contract/api';
import { ROLES } from '../../contract/rules';
import { buildApp, type AppOptions, type ShopApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { TokenService } from '../auth/tokens';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/schema';
import { UserRepository } from '../users/repository';

export interface TestServer {
  app: ShopApp;
  config: Config;
  /** http://127.0.0.1:<port> of the listening app. */
  url: string;
  close(): Promise<void>;
}

export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // FORCE ends our own leftover connections, but not an autovacuum worker that happens to
        // be tidying the database (it belongs to the server's superuser: 42501). It finishes in
        // moments on a database this small, so the drop is tried again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '42501' || attempt === 40) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/** A port nobody listens on right now (the app is built for it, then listens on it). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The shop's clock in tests (SHOP_CLOCK) unless a test sets its own: Wednesday 12:00 in
 * Asia/Kolkata, inside the default opening hours, so no test depends on the hour it runs at.
 */
export const OPEN_SHOP_CLOCK = '2026-11-25T06:30:00Z';

/**
 * PASSWORD_HASH_COST of the test servers: real scrypt, at a cost that leaves a test's time to what
 * it tests. Tests about the hashing's own cost set the default back.
 */
export const TEST_HASH_COST = '12';

/**
 * KEEP_ALIVE_TIMEOUT_MS of the test servers: longer than fetch keeps an idle connection (4 s), so
 * the client always lets one go first. A server that closed one at 5 s could, on a loaded machine,
 * close it just as the client sent its next request on it (ECONNRESET).
 */
const TEST_KEEP_ALIVE_MS = '60000';

/**
 * Starts a store on 127.0.0.1, its clock at OPEN_SHOP_CLOCK unless `env` says otherwise. The app
 * learns its port before it is built, so PUBLIC_URL (and
 * with it session_url, the checkout's redirects and the CSP) names where it really listens,
 * unless the test sets PUBLIC_URL itself.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-test-'));
  // The SPA's files come from a folder of the test's own (empty unless the test sets WEB_DIR),
  // never from whatever build sits in dist/web, which may be rewritten while tests run.
  const webDir = path.join(dataDir, 'web');
  mkdirSync(webDir);
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'silent',
      WEB_DIR: webDir,
      // Test files send many sign-ups and messages from 127.0.0.1; the limits have tests of
      // their own, which set these back.
      SIGNUP_LIMIT: '100000',
      CONTACT_LIMIT_PER_MINUTE: '100000',
      CONTACT_LIMIT_PER_DAY: '100000',
      PASSWORD_HASH_QUEUE: '1000',
      PASSWORD_HASH_COST: TEST_HASH_COST,
      KEEP_ALIVE_TIMEOUT_MS: TEST_KEEP_ALIVE_MS,
      SHOP_CLOCK: OPEN_SHOP_CLOCK,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...env,
    });
    const app = await buildApp(config, { logger: false, ...options });
    try {
      await app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await app.close();
      // Another process took the port between the probe and the listen: try another.
      if ((error as { code?: string }).code === 'EADDRINUSE' && attempt < 5) continue;
      throw error;
    }
    return {
      app,
      config,
      url,
      close: async () => {
        await app.close();
        await postgres?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
}

/**
 * One of several instances of the app on one PostgreSQL database, as behind a load balancer: its
 * own port and data folder under `dataDir`, the shared database and token secret. The database
 * is the caller's (createPostgresDatabase), as is dropping it; start instances one after the
 * other (the first runs the migrations). Its clock is at OPEN_SHOP_CLOCK unless `env` says
 * otherwise, as startTestServer's.
 */
export async function startInstance(
  databaseUrl: string,
  dataDir: string,
  name: string,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownDir = path.join(dataDir, name);
  mkdirSync(path.join(ownDir, 'web'), { recursive: true });
  const config = loadConfig({
    DATA_DIR: ownDir,
    WEB_DIR: path.join(ownDir, 'web'),
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'instances of one shop share this secret, as they must'.padEnd(48, '.'),
    PASSWORD_HASH_COST: TEST_HASH_COST,
    KEEP_ALIVE_TIMEOUT_MS: TEST_KEEP_ALIVE_MS,
    SHOP_CLOCK: OPEN_SHOP_CLOCK,
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, config, url, close: () => app.close() };
}

/** Gives an account the staff role, as `npm run staff -- add` does (server/cli/staff.test.ts). */
export async function makeStaff(server: TestServer, account: Shopper): Promise<void> {
  await new UserRepository(server.app.database.db).setRole(account.email, ROLES.staff);
}

export function dialectUnderTest(): 'sqlite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
}

export interface JsonReply<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** The body as received, for checks that no stack trace or file content leaks. */
  text: string;
  headers: Headers;
}

export type Call = ReturnType<typeof client>;

/** A small client for the store's JSON calls over real HTTP. A string body is sent as is. */
export function client(baseUrl: string) {
  return async function call<T = Record<string, any>>(
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonReply<T>> {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (an HTML page); keep the text.
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  };
}

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, not decompressed. */
  body: Buffer;
}

/**
 * One request with node:http, which sends the path exactly as given (fetch would resolve `..`
 * and re-encode) and leaves the reply's content encoding alone.
 */
export function rawRequest(
  baseUrl: string,
  urlPath: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path: urlPath, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A 4xx refusal as every route gives it: `{ success: false, message }` (and `field` when it is
 * about one property of the body or query), no internals.
 */
export function expectRefusal(
  reply: JsonReply<any>,
  status: number | 'any4xx',
  message?: string | RegExp,
): void {
  if (status === 'any4xx') {
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
  } else {
    expect(reply.status).toBe(status);
  }
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  const named = typeof reply.body === 'object' && reply.body !== null && 'field' in reply.body;
  expect(reply.body).toEqual({
    success: false,
    message: expect.any(String),
    ...(named ? { field: expect.stringMatching(/^\S+$/) } : {}),
  });
  expect((reply.body as { message: string }).message.length).toBeGreaterThan(0);
  if (message !== undefined) expect((reply.body as { message: string }).message).toMatch(message);
  expectNoInternals(reply.text);
}

/** No stack trace, file path or database error in what the server sent. */
export function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(text).not.toContain(process.cwd());
  expect(text).not.toMatch(/node_modules|SQLITE_|sqlite3|syntax error at|violates|relation "/i);
}

let counter = 0;
/** A unique email for a test's own shopper. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export const TEST_PASSWORD = 'correct horse 42';

export interface Shopper {
  email: string;
  password: string;
  name: string;
  token: string;
  userId: string;
  /** The `token` request header (docs/api.md). */
  headers: { token: string };
}

/** Registers and logs in a new shopper over HTTP (two scrypt runs). */
export async function signUp(call: Call, name = 'Asha Verma'): Promise<Shopper> {
  const email = uniqueEmail();
  const password = TEST_PASSWORD;
  const registered = await call('POST', '/api/user/register', { name, email, password });
  if (registered.status !== 201)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await call('POST', '/api/user/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    email,
    password,
    name,
    token: login.body.token as string,
    userId: login.body.userId as string,
    headers: { token: login.body.token as string },
  };
}

let sharedHash: Promise<string> | undefined;
const tokenServices = new WeakMap<TestServer, Promise<TokenService>>();

/**
 * A new shopper in a few milliseconds, for tests about carts and orders rather than accounts:
 * created by the app's own repository with a real hash of TEST_PASSWORD (computed once), and
 * given a token by the app's own token service, as a login would. Logging in with
 * TEST_PASSWORD works too.
 */
export async function createShopper(server: TestServer, name = 'Ravi Kumar'): Promise<Shopper> {
  sharedHash ??= hashPassword(TEST_PASSWORD, Number(TEST_HASH_COST));
  const email = uniqueEmail();
  const userId = await new UserRepository(server.app.database.db).create(
    name,
    email,
    await sharedHash,
  );
  if (!userId) throw new Error('could not create the shopper');
  if (!tokenServices.has(server))
    tokenServices.set(server, TokenService.create(server.config.jwtSecret));
  const token = await (await tokenServices.get(server)!).issue(userId);
  return { email, password: TEST_PASSWORD, name, token, userId, headers: { token } };
}

/** A new account made staff the way `npm run staff -- add` does (server/cli/staff.test.ts runs it). */
export async function createStaff(server: TestServer): Promise<Shopper> {
  const account = await createShopper(server, 'Kitchen Staff');
  await makeStaff(server, account);
  return account;
}

export const SAMPLE_ADDRESS = {
  firstname: 'Asha',
  lastname: 'Verma',
  email: 'asha@example.com',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '+91 98450 12345',
};

/** The menu as the API serves it. */
export async function getMenu(call: Call): Promise<FoodItem[]> {
  const reply = await call<{ data: FoodItem[] }>('GET', '/api/food/list');
  if (reply.status !== 200) throw new Error(`food list failed: ${reply.status}`);
  return reply.body.data;
}

export type Lines = ReadonlyArray<readonly [FoodItem, number]>;

/** What the shop charges, worked out here independently: sum(price x 10 x quantity) + 50. */
export function expectedAmount(lines: Lines): number {
  return lines.reduce((sum, [dish, quantity]) => sum + dish.price * 10 * quantity, 0) + 50;
}

/** The order payload the SPA sends for these lines. */
export function orderBody(shopper: Shopper, lines: Lines, extra: Record<string, unknown> = {}) {
  return {
    userId: shopper.userId,
    address: SAMPLE_ADDRESS,
    items: lines.map(([dish, quantity]) => ({
      _id: dish._id,
      name: dish.name,
      price: dish.price,
      quantity,
    })),
    amount: expectedAmount(lines),
    ...extra,
  };
}

export interface PlacedOrder {
  orderId: string;
  sessionUrl: string;
  amount: number;
}

/**
 * Puts the lines in the shopper's cart (one merge call) and places the order for them, as the SPA
 * does at checkout. Fails the test when placing is refused.
 */
export async function placeOrderFor(
  call: Call,
  shopper: Shopper,
  lines: Lines,
  { fillCart = true }: { fillCart?: boolean } = {},
): Promise<PlacedOrder> {
  if (fillCart) {
    const cartData = Object.fromEntries(lines.map(([dish, quantity]) => [dish._id, quantity]));
    const merged = await call('POST', '/api/cart/merge', { cartData }, shopper.headers);
    if (merged.status !== 200) throw new Error(`cart merge failed: ${JSON.stringify(merged.body)}`);
  }
  const placed = await call('POST', '/api/order/place', orderBody(shopper, lines), shopper.headers);
  if (placed.status !== 201) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`);
  return {
    orderId: placed.body.orderId as string,
    sessionUrl: placed.body.session_url as string,
    amount: expectedAmount(lines),
  };
}

export const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** An expiry two years ahead, as MM/YY. */
export function futureExpiry(): string {
  const year = (new Date().getUTCFullYear() + 2) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}

/**
 * Submits the test checkout's card form for a session URL, as a browser would (form-encoded,
 * redirects not followed). The session URL's path is requested on the test store itself.
 */
export async function payOnTestCheckout(
  server: TestServer,
  sessionUrl: string,
  card: { number?: string; expiry?: string; cvc?: string } = {},
): Promise<{ status: number; location: string | null; html: string }> {
  const { pathname } = new URL(sessionUrl);
  const response = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    body: new URLSearchParams({
      number: card.number ?? CARDS.pays,
      expiry: card.expiry ?? futureExpiry(),
      cvc: card.cvc ?? '123',
    }),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

/** The order as stored, straight from the database. */
export async function storedOrder(server: TestServer, orderId: string) {
  return server.app.database.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** The statuses an order went through, oldest first. */
export async function orderEvents(server: TestServer, orderId: string): Promise<string[]> {
  const rows = await server.app.database.db
    .selectFrom('order_events')
    .select('status')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.status);
}

/** Row counts of the given tables, to show that refused requests changed nothing. */
export async function countRows(
  server: TestServer,
  tables: ReadonlyArray<keyof Database> = [
    'users',
    'cart_items',
    'orders',
    'order_events',
    'contact_messages',
    'test_checkout_sessions',
  ],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await server.app.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Orders of one shopper in the database. */
export async function orderCountOf(server: TestServer, userId: string): Promise<number> {
  const row = await server.app.database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Rate limits count in windows aligned to the clock (limits/rate-limiter.ts): a burst that
 * straddles the end of one is partly forgiven, by design. A test that counts on a limit waits,
 * when it must, so that its attempts fall well inside one window.
 */
export async function awayFromWindowEnd(windowSeconds: number, needSeconds = 20): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < needSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}
