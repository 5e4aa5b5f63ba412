/**
 * Property-based fuzzing of every POST route's body (fast-check): whatever arrives, the reply is
 * never a 5xx, always JSON `{ success, message? }`, and a refused request stores nothing. The
 * routes come from the app itself, so a route added later is fuzzed too. A failure prints the
 * seed and the shrunk body that broke it. Bodies go in through Fastify's `inject`: the same
 * parsers, schemas, hooks and handlers as over a socket, without a connection per request (the
 * socket's own limits have tests of their own: bad-input.test.ts, edge.test.ts).
 */
import fc from 'fast-check';
import type { CompiledQuery } from 'kysely';
import type { Database } from '../db/schema';
import {
  client,
  createShopper,
  getMenu,
  placeOrderFor,
  startTestServer,
  type Shopper,
  type TestServer,
  createStaff,
} from '../test/helpers';

jest.setTimeout(180_000);

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** Tables a request's data could land in. Rate-limit counters record attempts, refused included. */
const DATA_TABLES: Array<keyof Database> = [
  'users',
  'cart_items',
  'orders',
  'order_events',
  'contact_messages',
  'payment_events',
  'test_checkout_sessions',
  'revoked_tokens',
  'shop_settings',
  'promo_codes',
  'promo_redemptions',
  'food',
];

let server: TestServer;
let shopper: Shopper;
let staff: Shopper;
let sessionPath: string;

beforeAll(async () => {
  server = await startTestServer({ AUTH_FAILURE_LIMIT: '100000' });
  const call = client(server.url);
  shopper = await createShopper(server);
  staff = await createStaff(server);
  const [dish] = await getMenu(call);
  const payer = await createShopper(server);
  sessionPath = new URL((await placeOrderFor(call, payer, [[dish!, 1]])).sessionUrl).pathname;
});
afterAll(() => server.close());

/**
 * Every data table's row count, as one line ('users 3, cart_items 0, ...'), in one query (one
 * round trip per check, on either database) built once.
 */
async function rowCounts(): Promise<string> {
  const { db } = server.app.database;
  countQuery ??= db
    .selectNoFrom((eb) =>
      DATA_TABLES.map((table) =>
        eb
          .selectFrom(table)
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as(table),
      ),
    )
    .compile();
  const [row] = (await db.executeQuery(countQuery)).rows as Array<Record<string, unknown>>;
  return DATA_TABLES.map((table) => `${table} ${Number(row?.[table])}`).join(', ');
}
let countQuery: CompiledQuery | undefined;

/**
 * The row counts after the last refusal checked: the requests run one at a time, so they are the
 * next request's counts before it, without asking again. An accepted request may store rows, so
 * the one after it counts afresh.
 */
let settled: string | undefined;

/** The counts before a request, known or asked for; then forgotten, as the request may write. */
async function countsBefore(): Promise<string> {
  const before = settled ?? (await rowCounts());
  settled = undefined;
  return before;
}

/** Checks that a refused request stored nothing, keeping the counts for the next request. */
async function expectNothingStored(before: string): Promise<void> {
  const after = await rowCounts();
  expect(after).toBe(before);
  settled = after;
}

/**
 * Checks `property` on `route` RUNS times; a failure names the route before fast-check's seed
 * and shrunk counterexample.
 */
async function fuzz<Ts extends [unknown, ...unknown[]]>(
  route: string,
  property: fc.IAsyncProperty<Ts>,
): Promise<void> {
  try {
    await fc.assert(property, { numRuns: RUNS });
  } catch (error) {
    throw new Error(`POST ${route}: ${(error as Error).message}`, { cause: error });
  }
}

/** Field names the routes read, so generated objects often look almost right. */
const FIELDS = [
  'name',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'itemId',
  'cartData',
  'userId',
  'address',
  'items',
  'amount',
  'orderId',
  'success',
  'message',
  '_id',
  'quantity',
  'price',
  'code',
  'subtotal',
  'promoCode',
  'kind',
  'value',
  'hours',
  'timeZone',
  'minimumOrder',
  'description',
  'category',
  'image',
  'available',
  'picture',
  '__proto__',
  'constructor',
];

const awkwardText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', 'a@b.co', 'x'.repeat(5000), "' OR 1=1 --", '\u0000', '\ud800', '😀'),
);

const awkwardValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    awkwardText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A body as sent on the wire: JSON of anything, near-miss objects, or text that is not JSON. */
const body = fc.oneof(
  fc.anything().map((value) => JSON.stringify(value) ?? ''),
  fc
    .dictionary(fc.constantFrom(...FIELDS), awkwardValue, { maxKeys: 8 })
    .map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '',
    '{',
    'null',
    '[]',
    '"text"',
    '{"a":' + '['.repeat(2000),
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
  awkwardText,
);

/** A POST of `payload` to `route`, through the app's whole request pipeline. */
function sent(route: string, payload: string, headers: Record<string, string>) {
  return server.app.inject({ method: 'POST', url: route, headers, payload });
}

function routesToFuzz(): string[] {
  return server.app.routeList
    .filter((route) => route.method === 'POST')
    .map((route) => route.url.replace(':sessionId', sessionPath.split('/').pop()!))
    .filter((url) => url.startsWith('/api/') || url.startsWith('/pay/'));
}

test('the app has routes to fuzz, every POST under /api and /pay', () => {
  expect(routesToFuzz()).toEqual(
    expect.arrayContaining([
      '/api/user/login',
      '/api/cart/add',
      '/api/order/place',
      '/api/promo/check',
      '/api/kitchen/settings',
      '/api/kitchen/promos/add',
      sessionPath,
    ]),
  );
});

test('whatever body any POST route gets, with or without a token: never a 5xx, always our JSON shape, and a refusal stores nothing', async () => {
  const routes = routesToFuzz();
  for (const route of routes) {
    await fuzz(
      route,
      fc.asyncProperty(
        body,
        fc.boolean(),
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
        async (payload, withToken, contentType) => {
          const before = await countsBefore();
          const response = await sent(route, payload, {
            'content-type': contentType,
            ...(withToken ? shopper.headers : {}),
          });
          const text = response.body;
          expect(response.statusCode).toBeLessThan(500);
          // The test checkout's page answers HTML; everything else answers JSON.
          if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
            expect(route.startsWith('/pay/')).toBe(true);
            return;
          }
          const reply = JSON.parse(text) as { success?: unknown; message?: unknown };
          expect(typeof reply.success).toBe('boolean');
          if (response.statusCode >= 400) {
            expect(reply.success).toBe(false);
            expect(typeof reply.message).toBe('string');
            expect((reply.message as string).length).toBeGreaterThan(0);
            expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);
            await expectNothingStored(before);
          }
        },
      ),
    );
  }
});

test("staff's menu calls, with a staff token: never a 5xx, always our JSON shape, and a refusal stores nothing", async () => {
  const routes = routesToFuzz().filter((url) => url.startsWith('/api/kitchen/'));
  expect(routes).toEqual(
    expect.arrayContaining(['/api/kitchen/dishes/add', '/api/kitchen/pictures']),
  );
  for (const route of routes) {
    await fuzz(
      route,
      fc.asyncProperty(
        body,
        fc.constantFrom('application/json', 'multipart/form-data; boundary=x', 'text/plain'),
        async (payload, contentType) => {
          const before = await countsBefore();
          const response = await sent(route, payload, {
            'content-type': contentType,
            ...staff.headers,
          });
          const text = response.body;
          expect(response.statusCode).toBeLessThan(500);
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          const reply = JSON.parse(text) as { success?: unknown; message?: unknown };
          if (response.statusCode >= 400) {
            expect(reply.success).toBe(false);
            expect(typeof reply.message).toBe('string');
            expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);
            await expectNothingStored(before);
          }
        },
      ),
    );
  }
});
