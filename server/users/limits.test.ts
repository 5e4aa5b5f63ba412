/**
 * Limits that must hold under concurrency, and password hashing that never starves the store.
 * Each scenario has its own store, so its own counters.
 */
import { pbkdf2 } from 'node:crypto';
import { PASSWORD_HASH_COST } from '../auth/passwords';
import {
  awayFromWindowEnd,
  client,
  createShopper,
  expectRefusal,
  startTestServer,
  uniqueEmail,
  TEST_PASSWORD,
  type TestServer,
} from '../test/helpers';

jest.setTimeout(60_000);

let servers: TestServer[] = [];
async function storeWith(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer(env);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

const register = (address: string) => ({
  name: 'Burst',
  email: uniqueEmail('burst'),
  password: TEST_PASSWORD,
  address,
});

test('25 concurrent wrong passwords for one email: at most the limit are checked, the rest 429', async () => {
  await awayFromWindowEnd(60);
  const server = await storeWith();
  const call = client(server.url);
  const target = await createShopper(server);
  const replies = await Promise.all(
    Array.from({ length: 25 }, () =>
      call('POST', '/api/user/login', { email: target.email, password: 'wrong password' }),
    ),
  );
  const statuses = replies.map((reply) => reply.status);
  const checked = statuses.filter((status) => status === 401).length;
  expect(checked).toBeGreaterThanOrEqual(1);
  // The default limit is 10 a minute per address; one email from one address gets half.
  expect(checked).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(25 - checked);
});

test('sign-ups are limited per client address, successful ones included', async () => {
  await awayFromWindowEnd(3600);
  const server = await storeWith({ SIGNUP_LIMIT: '2', TRUST_PROXY_HOPS: '1' });
  const call = client(server.url);
  const from = (address: string) => ({ 'x-forwarded-for': address });
  for (let i = 0; i < 2; i += 1) {
    const { address, ...body } = register('203.0.113.7');
    expect((await call('POST', '/api/user/register', body, from(address))).status).toBe(201);
  }
  const { address, ...third } = register('203.0.113.7');
  const refused = await call('POST', '/api/user/register', third, from(address));
  expectRefusal(refused, 429, /^Too many sign-ups from your network/);
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  const login = await call('POST', '/api/user/login', {
    email: third.email,
    password: third.password,
  });
  expect(login.status).toBe(401);
  // Another address signs up as usual.
  const { address: elsewhere, ...fourth } = register('203.0.113.8');
  expect((await call('POST', '/api/user/register', fourth, from(elsewhere))).status).toBe(201);
});

test('past the hashing queue, sign-ups get 503 with Retry-After at once, and nothing is stored', async () => {
  const server = await storeWith({
    PASSWORD_HASH_CONCURRENCY: '1',
    PASSWORD_HASH_QUEUE: '2',
    // At the shop's own cost, so the burst arrives while the first hashes still run.
    PASSWORD_HASH_COST: String(PASSWORD_HASH_COST),
    TRUST_PROXY_HOPS: '1',
  });
  const call = client(server.url);
  const bodies = Array.from({ length: 10 }, (_, i) => register(`198.18.0.${i + 1}`));
  const replies = await Promise.all(
    bodies.map(({ address, ...body }) =>
      call('POST', '/api/user/register', body, { 'x-forwarded-for': address }),
    ),
  );
  const created = replies.filter((reply) => reply.status === 201).length;
  const busy = replies.filter((reply) => reply.status === 503);
  // One hashing and two waiting: three at most get in, the rest are turned away.
  expect(created).toBeGreaterThanOrEqual(1);
  expect(created).toBeLessThanOrEqual(3);
  expect(created + busy.length).toBe(10);
  for (const reply of busy) {
    expectRefusal(reply, 503, /^The server is busy\. Please try again in a moment\.$/);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  }
  const rows = await server.app.database.db.selectFrom('users').select('email').execute();
  expect(rows.filter((row) => row.email.startsWith('burst'))).toHaveLength(created);
});

/** Occupies every thread of libuv's pool (4 by default) for a second or more. */
function fillThreadPool(): Promise<number>[] {
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  return Array.from(
    { length: threads },
    () =>
      new Promise<number>((resolve, reject) =>
        pbkdf2('busy', 'salt', 1_500_000, 32, 'sha512', (error) =>
          error ? reject(error) : resolve(performance.now()),
        ),
      ),
  );
}

test("a signed-in call does not wait for libuv's thread pool, where password hashes run", async () => {
  const server = await storeWith();
  const call = client(server.url);
  const shopper = await createShopper(server);
  // Warm the connection and the route first.
  expect((await call('POST', '/api/cart/get', undefined, shopper.headers)).status).toBe(200);
  const busy = fillThreadPool();
  const cart = await call('POST', '/api/cart/get', undefined, shopper.headers);
  const answeredAt = performance.now();
  expect(cart.status).toBe(200);
  const firstFreed = Math.min(...(await Promise.all(busy)));
  // Checking the token needed no pool thread: the answer came while every thread was busy.
  expect(answeredAt).toBeLessThan(firstFreed);
});
