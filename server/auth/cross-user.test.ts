/** Another shopper can read, verify or place nothing of yours. */
import type { FoodItem } from '../../contract/api';
import {
  client,
  createShopper,
  expectRefusal,
  getMenu,
  orderBody,
  orderCountOf,
  orderEvents,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  storedOrder,
  type Call,
  type PlacedOrder,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let owner: Shopper;
let stranger: Shopper;
let dish: FoodItem, other: FoodItem;
let order: PlacedOrder;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  [owner, stranger] = await Promise.all([
    createShopper(server, 'Owner'),
    createShopper(server, 'Stranger'),
  ]);
  const menu = await getMenu(call);
  [dish, other] = [menu[2]!, menu[20]!];
  order = await placeOrderFor(call, owner, [[dish, 2]]);
});
afterAll(() => server.close());

const cartOf = async (shopper: Shopper) =>
  (await call('POST', '/api/cart/get', undefined, shopper.headers)).body.cartData;

test("the order list shows only the caller's orders", async () => {
  const theirs = await call('POST', '/api/order/userorders', undefined, stranger.headers);
  expect(theirs.body).toEqual({ success: true, data: [] });
  const mine = await call('POST', '/api/order/userorders', undefined, owner.headers);
  expect(mine.body.data.map((o: { _id: string }) => o._id)).toEqual([order.orderId]);
});

test("verifying someone else's order is a 404 and changes nothing", async () => {
  const reply = await call(
    'POST',
    '/api/order/verify',
    { success: 'false', orderId: order.orderId },
    stranger.headers,
  );
  expectRefusal(reply, 404, /^Order not found\.$/);
  // The stranger's verify did not close the owner's checkout: the owner can still pay.
  expect((await storedOrder(server, order.orderId))!.status).toBe('Awaiting payment');
  expect((await payOnTestCheckout(server, order.sessionUrl)).status).toBe(303);

  const paidReply = await call(
    'POST',
    '/api/order/verify',
    { success: 'true', orderId: order.orderId },
    stranger.headers,
  );
  expectRefusal(paidReply, 404, /^Order not found\.$/);
  expect(await orderEvents(server, order.orderId)).toEqual(['Awaiting payment', 'Food Processing']);
});

test('placing an order for someone else is refused with 403 and creates nothing', async () => {
  const before = await orderCountOf(server, owner.userId);
  const reply = await call(
    'POST',
    '/api/order/place',
    orderBody(owner, [[other, 1]]),
    stranger.headers,
  );
  expectRefusal(reply, 403, /your own account/);
  expect(await orderCountOf(server, owner.userId)).toBe(before);
  expect(await orderCountOf(server, stranger.userId)).toBe(0);
});

test('without a body userId, an order is always the token holder’s', async () => {
  const { userId: _omit, ...body } = orderBody(stranger, [[other, 1]]);
  const before = await orderCountOf(server, owner.userId);
  const reply = await call('POST', '/api/order/place', body, stranger.headers);
  expect(reply.status).toBe(201);
  expect((await storedOrder(server, reply.body.orderId))!.user_id).toBe(stranger.userId);
  expect(await orderCountOf(server, owner.userId)).toBe(before);
});

test('each shopper changes only their own cart', async () => {
  await call('POST', '/api/cart/add', { itemId: other._id }, owner.headers);
  const ownerCart = await cartOf(owner);
  expect(ownerCart[other._id]).toBeGreaterThanOrEqual(1);

  const removed = await call('POST', '/api/cart/remove', { itemId: other._id }, stranger.headers);
  expect(removed.body.message).toBe('That dish is not in your cart.');
  await call('POST', '/api/cart/merge', { cartData: { [dish._id]: 5 } }, stranger.headers);
  await call('POST', '/api/cart/add', { itemId: dish._id }, stranger.headers);

  expect(await cartOf(owner)).toEqual(ownerCart);
  expect(await cartOf(stranger)).toEqual({ [dish._id]: 6 });
});

test("paying one shopper's order leaves another's cart alone", async () => {
  const [first, second] = await Promise.all([createShopper(server), createShopper(server)]);
  await call('POST', '/api/cart/merge', { cartData: { [dish._id]: 2 } }, second.headers);
  const placed = await placeOrderFor(call, first, [[dish, 2]]);
  await payOnTestCheckout(server, placed.sessionUrl);
  expect(await cartOf(first)).toEqual({});
  expect(await cartOf(second)).toEqual({ [dish._id]: 2 });
});
