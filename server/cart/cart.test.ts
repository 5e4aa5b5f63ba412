/** POST /api/cart/get, /add, /remove and /merge: one cart per shopper, changed atomically. */
import type { FoodItem } from '../../contract/api';
import {
  client,
  createShopper,
  expectRefusal,
  getMenu,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let menu: FoodItem[];
/** Four different dishes. */
let a: FoodItem, b: FoodItem, c: FoodItem, d: FoodItem;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  menu = await getMenu(call);
  [a, b, c, d] = [menu[0]!, menu[5]!, menu[10]!, menu[31]!];
});
afterAll(() => server.close());

const cartOf = async (shopper: Shopper) =>
  (await call('POST', '/api/cart/get', undefined, shopper.headers)).body.cartData as Record<
    string,
    number
  >;
const add = (shopper: Shopper, itemId: string) =>
  call('POST', '/api/cart/add', { itemId }, shopper.headers);
const remove = (shopper: Shopper, itemId: string) =>
  call('POST', '/api/cart/remove', { itemId }, shopper.headers);
const merge = (shopper: Shopper, cartData: unknown) =>
  call('POST', '/api/cart/merge', { cartData }, shopper.headers);

/** The shopper's cart lines as stored, quantity 0 included. */
async function storedLines(shopper: Shopper) {
  return server.app.database.db
    .selectFrom('cart_items')
    .select(['food_id', 'quantity'])
    .where('user_id', '=', shopper.userId)
    .execute();
}

test('a new shopper has an empty cart; the original client posts an empty body', async () => {
  const shopper = await createShopper(server);
  const reply = await call('POST', '/api/cart/get', undefined, shopper.headers);
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ success: true, cartData: {} });
  // The SPA sends `{}` with a JSON content type; an empty JSON body is fine too.
  const empty = await call('POST', '/api/cart/get', '', {
    ...shopper.headers,
    'content-type': 'application/json',
  });
  expect(empty.status).toBe(200);
});

test('add sets 1, then raises by one; the reply carries the cart', async () => {
  const shopper = await createShopper(server);
  const first = await add(shopper, a._id);
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ success: true, message: 'Added To Cart', cartData: { [a._id]: 1 } });
  await add(shopper, a._id);
  const third = await add(shopper, b._id);
  expect(third.body.cartData).toEqual({ [a._id]: 2, [b._id]: 1 });
  expect(await cartOf(shopper)).toEqual({ [a._id]: 2, [b._id]: 1 });
});

test('remove lowers by one and deletes the entry at 0; it never goes below 0', async () => {
  const shopper = await createShopper(server);
  await add(shopper, a._id);
  await add(shopper, a._id);
  await add(shopper, b._id);

  const once = await remove(shopper, a._id);
  expect(once.status).toBe(200);
  expect(once.body).toEqual({
    success: true,
    message: 'Removed From Cart',
    cartData: { [a._id]: 1, [b._id]: 1 },
  });
  const atOne = await remove(shopper, a._id);
  expect(atOne.body.cartData).toEqual({ [b._id]: 1 });
  expect(Object.keys(atOne.body.cartData)).not.toContain(a._id);

  // Removing what is not there changes nothing and leaves no line at 0 or below.
  const again = await remove(shopper, a._id);
  expect(again.status).toBe(200);
  expect(again.body.message).toBe('That dish is not in your cart.');
  expect(again.body.cartData).toEqual({ [b._id]: 1 });
  expect(await storedLines(shopper)).toEqual([{ food_id: b._id, quantity: 1 }]);
});

test('a dish that is not on the menu is refused with 404, and the cart is unchanged', async () => {
  const shopper = await createShopper(server);
  await add(shopper, a._id);
  for (const itemId of ['no-such-dish', "' OR 1=1 --", a._id.toUpperCase() + 'X']) {
    expectRefusal(await add(shopper, itemId), 404, /^That dish is not on the menu\.$/);
    expectRefusal(await remove(shopper, itemId), 404, /^That dish is not on the menu\.$/);
  }
  expect(await cartOf(shopper)).toEqual({ [a._id]: 1 });
});

test('100 concurrent adds of one dish give quantity 100', async () => {
  const shopper = await createShopper(server);
  const replies = await Promise.all(Array.from({ length: 100 }, () => add(shopper, c._id)));
  expect(replies.map((reply) => reply.status)).toEqual(Array(100).fill(200));
  expect(await cartOf(shopper)).toEqual({ [c._id]: 100 });
  // 100 is the most of one dish; one more is refused and changes nothing.
  expectRefusal(await add(shopper, c._id), 409, /at most 100/);
  expect(await cartOf(shopper)).toEqual({ [c._id]: 100 });
});

test('concurrent adds and removes all count', async () => {
  const shopper = await createShopper(server);
  await merge(shopper, { [d._id]: 40 });
  const replies = await Promise.all([
    ...Array.from({ length: 30 }, () => add(shopper, d._id)),
    ...Array.from({ length: 30 }, () => remove(shopper, d._id)),
  ]);
  expect(replies.every((reply) => reply.status === 200)).toBe(true);
  expect(await cartOf(shopper)).toEqual({ [d._id]: 40 });

  // Many more removes than the quantity: it stops at 0 and the line goes.
  await Promise.all(Array.from({ length: 60 }, () => remove(shopper, d._id)));
  expect(await cartOf(shopper)).toEqual({});
  expect(await storedLines(shopper)).toEqual([]);
});

test('merge adds the logged-out cart to the account cart and returns the result', async () => {
  const shopper = await createShopper(server);
  await add(shopper, a._id);
  await add(shopper, a._id);
  await add(shopper, b._id);
  const reply = await merge(shopper, { [a._id]: 3, [c._id]: 1, [d._id]: 0 });
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({
    success: true,
    message: 'Cart merged',
    cartData: { [a._id]: 5, [b._id]: 1, [c._id]: 1 },
  });
  expect(await cartOf(shopper)).toEqual(reply.body.cartData);
});

test('merge skips dishes no longer on the menu and caps a line at 100', async () => {
  const shopper = await createShopper(server);
  const reply = await merge(shopper, { 'gone-dish': 2, "' OR 1=1 --": 1, [a._id]: 1000 });
  expect(reply.status).toBe(200);
  expect(reply.body.cartData).toEqual({ [a._id]: 100 });
  const empty = await merge(shopper, {});
  expect(empty.body.cartData).toEqual({ [a._id]: 100 });
});

// A valid line beside the bad one shows that a refused merge changes nothing at all.
test.each<[string, () => unknown]>([
  ['a negative quantity', () => ({ [a._id]: 2, [b._id]: -1 })],
  ['a fractional quantity', () => ({ [a._id]: 2, [b._id]: 1.5 })],
  ['a quantity as text', () => ({ [a._id]: 2, [b._id]: '2' })],
  ['an object quantity', () => ({ [a._id]: 2, [b._id]: { n: 1 } })],
  ['an over-long dish id', () => ({ [a._id]: 2, ['x'.repeat(65)]: 1 })],
  [
    'more than 100 lines',
    () => Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`dish-${i}`, 1])),
  ],
  ['an array instead of a map', () => [1, 2]],
  ['text instead of a map', () => 'lots'],
  ['null', () => null],
])('merge refuses %s and changes nothing', async (_label, cartData) => {
  const shopper = await createShopper(server);
  await add(shopper, b._id);
  expectRefusal(await merge(shopper, cartData()), 400);
  expect(await cartOf(shopper)).toEqual({ [b._id]: 1 });
});

test('each shopper has their own cart', async () => {
  const [first, second] = await Promise.all([createShopper(server), createShopper(server)]);
  await add(first, a._id);
  await add(second, b._id);
  await add(second, b._id);
  await remove(second, a._id);
  expect(await cartOf(first)).toEqual({ [a._id]: 1 });
  expect(await cartOf(second)).toEqual({ [b._id]: 2 });
});
