/**
 * Bad input on every route: whatever arrives, the reply is a 4xx with a `message` a person can
 * read, never a 500 or a stack trace, and nothing stored changes. The last test checks that.
 */
import type { FoodItem } from '../../contract/api';
import {
  SAMPLE_ADDRESS,
  client,
  countRows,
  createShopper,
  expectNoInternals,
  expectRefusal,
  getMenu,
  orderBody,
  placeOrderFor,
  startTestServer,
  storedOrder,
  type Call,
  type JsonReply,
  type PlacedOrder,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let shopper: Shopper;
let dish: FoodItem;
let order: PlacedOrder;
let countsBefore: Record<string, number>;
let cartBefore: unknown;

beforeAll(async () => {
  // Refused logins below all come from one address; the rate limit has its own tests.
  server = await startTestServer({ AUTH_FAILURE_LIMIT: '100000' });
  call = client(server.url);
  shopper = await createShopper(server);
  dish = (await getMenu(call))[0]!;
  order = await placeOrderFor(call, shopper, [[dish, 2]]);
  countsBefore = await countRows(server);
  cartBefore = (await call('POST', '/api/cart/get', undefined, shopper.headers)).body;
});
afterAll(() => server.close());

/** Every POST route; `body: false` marks the two that read no body. */
const ROUTES = [
  { path: '/api/user/register', body: true },
  { path: '/api/user/login', body: true },
  { path: '/api/cart/get', body: false },
  { path: '/api/cart/add', body: true },
  { path: '/api/cart/remove', body: true },
  { path: '/api/cart/merge', body: true },
  { path: '/api/order/place', body: true },
  { path: '/api/order/verify', body: true },
  { path: '/api/order/userorders', body: false },
  { path: '/api/contact', body: true },
] as const;
const BODY_ROUTES = ROUTES.filter((route) => route.body).map((route) => route.path);
const ALL_ROUTES = ROUTES.map((route) => route.path);

/** Sends text as it is, with the shopper's token so that only the body is wrong. */
function send(path: string, text: string | undefined, contentType = 'application/json') {
  return call('POST', path, text, {
    ...shopper.headers,
    ...(text === undefined ? {} : { 'content-type': contentType }),
  });
}

/** Never a 500: a 2xx for routes that ignore their body, else a readable 4xx. */
function expectHandled(reply: JsonReply<any>): void {
  expect(reply.status).toBeLessThan(500);
  expectNoInternals(reply.text);
  if (reply.status >= 400) expectRefusal(reply, 'any4xx');
}

describe('malformed JSON', () => {
  const bodies = [
    '{',
    '{"itemId":',
    "{'itemId': 'x'}",
    '{"itemId": "x",}',
    '{"itemId": "x"} trailing',
    'undefined',
    'NaN',
    '{"itemId": "\\x41"}',
    '\u0000',
  ];
  test.each(ALL_ROUTES)('%s refuses it with 400', async (path) => {
    for (const text of bodies) {
      const reply = await send(path, text);
      expect([text, reply.status]).toEqual([text, 400]);
      expectRefusal(reply, 400, /^The request body is not valid JSON\.$/);
    }
  });
});

describe('JSON that is not an object', () => {
  const bodies = ['[]', '[{"itemId": "x"}]', '"a string"', '42', 'true', 'null'];
  test.each(BODY_ROUTES)('%s refuses it with 400', async (path) => {
    for (const text of bodies) {
      expectRefusal(await send(path, text), 400, /must be an object/);
    }
  });
  test.each(['/api/cart/get', '/api/order/userorders'])(
    '%s, which reads no body, is unharmed by it',
    async (path) => {
      for (const text of bodies) expectHandled(await send(path, text));
    },
  );
});

describe('prototype pollution', () => {
  const bodies = [
    '{"__proto__": {"polluted": true}}',
    '{"itemId": "x", "__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    '{"cartData": {"__proto__": {"polluted": 1}}}',
    '{"address": {"__proto__": {"polluted": true}}, "items": [], "amount": 0}',
    '{"items": [{"__proto__": {"polluted": true}, "_id": "x", "quantity": 1}]}',
  ];
  test.each(ALL_ROUTES)('%s refuses __proto__ keys with 400', async (path) => {
    for (const text of bodies) expectRefusal(await send(path, text), 400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('NUL characters, which no field accepts', () => {
  test.each([
    ['/api/user/register', { name: 'A\u0000', email: 'nul@example.com', password: 'secret1' }],
    ['/api/user/login', { email: 'nul\u0000@example.com', password: 'secret1' }],
    ['/api/cart/add', { itemId: 'dish\u0000' }],
    ['/api/cart/remove', { itemId: '\u0000' }],
    ['/api/cart/merge', { cartData: { '\u0000': 1 } }],
    [
      '/api/order/place',
      { address: { ...SAMPLE_ADDRESS, city: 'Pune\u0000' }, items: [], amount: 0 },
    ],
    ['/api/order/verify', { orderId: 'order\u0000' }],
    ['/api/contact', { name: 'A', email: 'nul@example.com', message: 'hi\u0000' }],
  ])('%s refuses them with 400', async (path, body) => {
    expectRefusal(await send(path, JSON.stringify(body)), 400, /NUL/);
  });
});

describe('wrong types', () => {
  const id = () => dish._id;
  const cases: Array<[string, () => unknown]> = [
    ['/api/user/register', () => ({ name: 1, email: 'a@example.com', password: 'secret1' })],
    ['/api/user/register', () => ({ name: 'A', email: 42, password: 'secret1' })],
    ['/api/user/register', () => ({ name: 'A', email: 'a@example.com', password: 123456 })],
    ['/api/user/register', () => ({ name: ['A'], email: 'a@example.com', password: 'secret1' })],
    ['/api/user/register', () => ({ name: 'A', email: { $ne: null }, password: 'secret1' })],
    ['/api/user/login', () => ({ email: { $ne: null }, password: { $ne: null } })],
    ['/api/user/login', () => ({ email: 42, password: 'secret1' })],
    ['/api/user/login', () => ({ email: [shopper.email], password: shopper.password })],
    ['/api/user/login', () => ({ email: shopper.email, password: true })],
    ['/api/cart/add', () => ({ itemId: 42 })],
    ['/api/cart/add', () => ({ itemId: { $gt: '' } })],
    ['/api/cart/add', () => ({ itemId: [id()] })],
    ['/api/cart/add', () => ({ itemId: null })],
    ['/api/cart/add', () => ({ itemId: '' })],
    ['/api/cart/add', () => ({ itemid: id() })],
    ['/api/cart/remove', () => ({ itemId: { toString: id() } })],
    ['/api/cart/remove', () => ({ itemId: true })],
    ['/api/cart/remove', () => ({})],
    ['/api/cart/merge', () => ({ cartData: [[id(), 1]] })],
    ['/api/cart/merge', () => ({ cartData: `${id()}=1` })],
    ['/api/cart/merge', () => ({ cartData: { [id()]: '1' } })],
    ['/api/cart/merge', () => ({ cartData: { [id()]: null } })],
    ['/api/cart/merge', () => ({})],
    ['/api/order/place', () => ({ ...orderBody(shopper, [[dish, 1]]), address: [SAMPLE_ADDRESS] })],
    ['/api/order/place', () => ({ ...orderBody(shopper, [[dish, 1]]), address: 'Pune' })],
    [
      '/api/order/place',
      () => ({ ...orderBody(shopper, [[dish, 1]]), address: { ...SAMPLE_ADDRESS, phone: 98450 } }),
    ],
    ['/api/order/place', () => ({ ...orderBody(shopper, [[dish, 1]]), items: 'everything' })],
    ['/api/order/place', () => ({ ...orderBody(shopper, [[dish, 1]]), items: [1, 2] })],
    [
      '/api/order/place',
      () => ({ ...orderBody(shopper, [[dish, 1]]), items: [{ _id: { $gt: '' }, quantity: 1 }] }),
    ],
    [
      '/api/order/place',
      () => ({ ...orderBody(shopper, [[dish, 1]]), items: [{ _id: id(), quantity: '1' }] }),
    ],
    ['/api/order/place', () => ({ ...orderBody(shopper, [[dish, 1]]), items: [{ quantity: 1 }] })],
    ['/api/order/place', () => ({ ...orderBody(shopper, [[dish, 1]]), amount: '170' })],
    ['/api/order/place', () => ({ ...orderBody(shopper, [[dish, 1]]), userId: 42 })],
    ['/api/order/place', () => ({ address: SAMPLE_ADDRESS, amount: 170 })],
    ['/api/order/place', () => ({ address: SAMPLE_ADDRESS, items: [{ _id: id(), quantity: 1 }] })],
    ['/api/order/verify', () => ({ orderId: { $ne: null }, success: 'true' })],
    ['/api/order/verify', () => ({ orderId: 42 })],
    ['/api/order/verify', () => ({ orderId: [order.orderId] })],
    ['/api/order/verify', () => ({ orderId: { id: order.orderId } })],
    ['/api/order/verify', () => ({ orderId: order.orderId, success: {} })],
    ['/api/order/verify', () => ({ orderId: order.orderId, success: 1 })],
    ['/api/contact', () => ({ name: 1, email: 'a@example.com', message: 'hi' })],
    ['/api/contact', () => ({ name: 'A', email: ['a@example.com'], message: 'hi' })],
    ['/api/contact', () => ({ name: 'A', email: 'a@example.com', message: { text: 'hi' } })],
  ];
  test.each(cases)('%s refuses %p', async (path, body) => {
    expectRefusal(await send(path, JSON.stringify(body())), 'any4xx');
  });
});

describe('SQL metacharacters are only text', () => {
  const SQL = ["' OR 1=1 --", "'; DROP TABLE users; --", '" OR ""="', '1) OR (1=1', '%', '_'];
  test('in emails', async () => {
    for (const value of SQL) {
      expectRefusal(
        await send(
          '/api/user/register',
          JSON.stringify({ name: value, email: value, password: value }),
        ),
        400,
        /^Invalid email address$/,
      );
      expectRefusal(
        await send('/api/contact', JSON.stringify({ name: value, email: value, message: value })),
        400,
        /^Invalid email address$/,
      );
    }
    const login = await send(
      '/api/user/login',
      JSON.stringify({ email: SQL[0], password: SQL[0] }),
    );
    expectRefusal(login, 401, /^Invalid email or password\.$/);
    const likeEmail = await send(
      '/api/user/login',
      JSON.stringify({ email: "x' OR '1'='1@example.com", password: "' OR '1'='1" }),
    );
    expectRefusal(likeEmail, 401, /^Invalid email or password\.$/);
  });

  test('in dish and order ids', async () => {
    for (const value of SQL) {
      expectRefusal(await send('/api/cart/add', JSON.stringify({ itemId: value })), 404);
      expectRefusal(await send('/api/cart/remove', JSON.stringify({ itemId: value })), 404);
      expectRefusal(await send('/api/order/verify', JSON.stringify({ orderId: value })), 404);
      const body = orderBody(shopper, [[dish, 1]]);
      body.items[0]!._id = value;
      expectRefusal(await send('/api/order/place', JSON.stringify(body)), 409);
      // A logged-out cart with unknown dishes merges to the same cart.
      const merged = await send('/api/cart/merge', JSON.stringify({ cartData: { [value]: 1 } }));
      expect(merged.status).toBe(200);
      expect(merged.body.cartData).toEqual((cartBefore as { cartData: unknown }).cartData);
    }
  });
});

describe('huge strings, under the body limit', () => {
  const huge = 'x'.repeat(90 * 1024);
  const cases: Array<[string, () => unknown]> = [
    ['/api/user/register', () => ({ name: huge, email: 'h@example.com', password: 'secret1' })],
    [
      '/api/user/register',
      () => ({ name: 'H', email: `${huge}@example.com`, password: 'secret1' }),
    ],
    ['/api/user/register', () => ({ name: 'H', email: 'h@example.com', password: huge })],
    ['/api/user/login', () => ({ email: `${huge}@example.com`, password: 'secret1' })],
    ['/api/user/login', () => ({ email: shopper.email, password: huge })],
    ['/api/cart/add', () => ({ itemId: huge })],
    ['/api/cart/remove', () => ({ itemId: huge })],
    ['/api/cart/merge', () => ({ cartData: { [huge]: 1 } })],
    [
      '/api/order/place',
      () => ({ ...orderBody(shopper, [[dish, 1]]), address: { ...SAMPLE_ADDRESS, street: huge } }),
    ],
    ['/api/order/place', () => ({ ...orderBody(shopper, [[dish, 1]]), userId: huge })],
    [
      '/api/order/place',
      () => ({ ...orderBody(shopper, [[dish, 1]]), items: [{ _id: huge, quantity: 1 }] }),
    ],
    ['/api/order/verify', () => ({ orderId: huge })],
    ['/api/order/verify', () => ({ orderId: order.orderId, success: huge })],
    ['/api/contact', () => ({ name: 'H', email: 'h@example.com', message: huge })],
  ];
  test.each(cases)('%s refuses one with 400', async (path, body) => {
    const reply = await send(path, JSON.stringify(body()));
    expectRefusal(reply, 400);
    expect(reply.text.length).toBeLessThan(1000);
  });

  test('a body of many small fields is refused too', async () => {
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
    expectRefusal(await send('/api/cart/merge', JSON.stringify({ cartData: many })), 400);
  });

  test('deeply nested JSON is refused or ignored, never a crash', async () => {
    const depth = 40_000;
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const path of ALL_ROUTES) {
      expectHandled(await send(path, nested));
      expectHandled(await send(path, `{"itemId": "x", "extra": ${nested}}`));
    }
  });
});

describe('bodies over 100 KB', () => {
  test.each(ALL_ROUTES)('%s refuses them with 413', async (path) => {
    for (const size of [101 * 1024, 2 * 1024 * 1024]) {
      const text = JSON.stringify({ itemId: 'x', padding: 'p'.repeat(size) });
      expectRefusal(await send(path, text), 413, /too large/);
    }
  });
});

describe('wrong content types', () => {
  const valid = () => JSON.stringify({ itemId: dish._id });
  test.each(BODY_ROUTES)('%s refuses them with a 4xx', async (path) => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      'application/octet-stream',
      'image/png',
    ]) {
      const reply = await send(path, valid(), type);
      expect([type, reply.status >= 400 && reply.status < 500]).toEqual([type, true]);
      expectRefusal(reply, 'any4xx');
    }
  });

  test('an HTML form cannot post to the API', async () => {
    for (const path of BODY_ROUTES) {
      const reply = await send(
        path,
        `itemId=${dish._id}&orderId=${order.orderId}`,
        'application/x-www-form-urlencoded',
      );
      expectRefusal(reply, 415, /JSON/);
    }
  });

  test.each(['/api/cart/get', '/api/order/userorders'])(
    '%s, which reads no body, is unharmed by them',
    async (path) => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        expectHandled(await send(path, 'whatever', type));
      }
    },
  );
});

describe('unknown routes and methods', () => {
  test.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api/cart/get'],
    ['PUT', '/api/cart/add'],
    ['DELETE', '/api/order/place'],
    ['PATCH', '/api/user/login'],
    ['POST', '/api/food/list'],
    ['GET', "/api/order/' OR 1=1 --"],
  ])('%s %s is a JSON 404', async (method, path) => {
    const reply = await call(method, path, method === 'GET' ? undefined : {}, shopper.headers);
    expectRefusal(reply, 404, /^There is no /);
  });

  test('a form post to an unknown route is a 404 too', async () => {
    const reply = await send('/api/nope', 'a=1', 'application/x-www-form-urlencoded');
    expectRefusal(reply, 404, /^There is no POST \/api\/nope here\.$/);
  });
});

test('nothing above changed what is stored', async () => {
  expect(await countRows(server)).toEqual(countsBefore);
  expect((await call('POST', '/api/cart/get', undefined, shopper.headers)).body).toEqual(
    cartBefore,
  );
  const row = await storedOrder(server, order.orderId);
  expect(row).toMatchObject({ status: 'Awaiting payment', session_url: order.sessionUrl });
  expect(Number(row!.paid)).toBe(0);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
