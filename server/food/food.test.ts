/** GET /api/food/list: the menu's contract, its caching and its compression. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FoodItem } from '../../contract/api';
import { client, rawRequest, startTestServer, type Call, type TestServer } from '../test/helpers';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server.close());

const CATEGORIES = [
  'Salad',
  'Rolls',
  'Desserts',
  'Sandwich',
  'Cake',
  'Pure Veg',
  'Pasta',
  'Noodles',
];

test('lists the 32 sample dishes in 8 categories, with the fields the SPA reads', async () => {
  const reply = await call<{ success: boolean; data: FoodItem[] }>('GET', '/api/food/list');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.body.success).toBe(true);
  const dishes = reply.body.data;
  expect(dishes).toHaveLength(32);
  for (const dish of dishes) {
    // Only the cakes and sandwiches have option groups (options.test.ts checks them).
    const { optionGroups, ...fields } = dish;
    expect(optionGroups !== undefined).toBe(['Cake', 'Sandwich'].includes(dish.category));
    expect(fields).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      price: expect.any(Number),
      image: expect.stringMatching(/^[a-z0-9-]+\.webp$/),
      category: expect.any(String),
      available: true,
      labels: expect.any(Array),
      rating: { average: 0, count: 0 },
      // The dish page's address, /Menu/<slug>: the name in lower-case words joined by '-'.
      slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    });
    expect(dish._id.length).toBeGreaterThan(0);
    expect(dish.name.trim()).toBe(dish.name);
    expect(dish.description.length).toBeGreaterThan(10);
    expect(Number.isInteger(dish.price) && dish.price > 0).toBe(true);
  }
  expect(new Set(dishes.map((dish) => dish._id)).size).toBe(32);
  expect(new Set(dishes.map((dish) => dish.slug)).size).toBe(32);
  // Carousel order, four dishes each.
  expect([...new Set(dishes.map((dish) => dish.category))]).toEqual(CATEGORIES);
  for (const category of CATEGORIES) {
    expect(dishes.filter((dish) => dish.category === category)).toHaveLength(4);
  }
  expect(dishes.find((dish) => dish.name === 'Greek Salad')).toMatchObject({
    price: 12,
    category: 'Salad',
  });
  expect(dishes.find((dish) => dish.name === 'Butter Noodles')).toMatchObject({ price: 14 });
});

test('sends an ETag and answers 304 Not Modified when the client has that version', async () => {
  const first = await call('GET', '/api/food/list');
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(first.headers.get('cache-control')).toBe('no-cache');

  const again = await rawRequest(server.url, '/api/food/list', {
    headers: { 'if-none-match': etag! },
  });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers.etag).toBe(etag);

  const weak = await rawRequest(server.url, '/api/food/list', {
    headers: { 'if-none-match': `"other", W/${etag!}` },
  });
  expect(weak.status).toBe(304);

  const stale = await rawRequest(server.url, '/api/food/list', {
    headers: { 'if-none-match': '"an-old-version"' },
  });
  expect(stale.status).toBe(200);
  expect(JSON.parse(stale.body.toString('utf8')).data).toHaveLength(32);
});

test('compresses with brotli or gzip when the client accepts it, and not otherwise', async () => {
  const plain = await rawRequest(server.url, '/api/food/list');
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toMatch(/accept-encoding/i);
  const expected = JSON.parse(plain.body.toString('utf8')) as unknown;

  const br = await rawRequest(server.url, '/api/food/list', {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.body.length).toBeLessThan(plain.body.length);
  expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(expected);

  const gzip = await rawRequest(server.url, '/api/food/list', {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(expected);

  const refused = await rawRequest(server.url, '/api/food/list', {
    headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
  });
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(refused.body.toString('utf8'))).toEqual(expected);
});

test('the menu is the same for everyone, signed in or not', async () => {
  const anonymous = await call('GET', '/api/food/list');
  const withJunkToken = await call('GET', '/api/food/list', undefined, { token: 'junk' });
  expect(withJunkToken.status).toBe(200);
  expect(withJunkToken.body).toEqual(anonymous.body);
});
