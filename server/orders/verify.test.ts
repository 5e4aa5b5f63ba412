/**
 * POST /api/order/verify: the server asks the payment provider; the body's `success` never
 * decides. Paid: 'Food Processing', payment true, the ordered dishes leave the cart. Not paid:
 * 'Payment failed', the order and the cart are kept. However many verifies, the order changes once.
 */
import type { FoodItem, Order } from '../../contract/api';
import {
  client,
  createShopper,
  expectRefusal,
  getMenu,
  orderEvents,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  storedOrder,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let dish: FoodItem, side: FoodItem;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  const menu = await getMenu(call);
  [dish, side] = [menu[3]!, menu[12]!];
});
afterAll(() => server.close());

const verify = (orderId: unknown, success: unknown, headers: Record<string, string> = {}) =>
  call('POST', '/api/order/verify', { success, orderId }, headers);

const cartOf = async (shopper: Shopper) =>
  (await call('POST', '/api/cart/get', undefined, shopper.headers)).body.cartData;

const ordersOf = async (shopper: Shopper) =>
  (await call('POST', '/api/order/userorders', undefined, shopper.headers)).body.data as Order[];

/** Marks the order's checkout session paid at the "provider" without touching the order. */
async function paidAtProvider(orderId: string): Promise<void> {
  await server.app.database.db
    .updateTable('test_checkout_sessions')
    .set({ status: 'paid' })
    .where('order_id', '=', orderId)
    .execute();
}

test('a paid order is verified: Food Processing, payment true, cart emptied', async () => {
  const shopper = await createShopper(server);
  const order = await placeOrderFor(call, shopper, [
    [dish, 2],
    [side, 1],
  ]);
  expect(await cartOf(shopper)).toEqual({ [dish._id]: 2, [side._id]: 1 });
  const paid = await payOnTestCheckout(server, order.sessionUrl);
  expect(paid.status).toBe(303);

  const reply = await verify(order.orderId, 'true', shopper.headers);
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ success: true, message: 'Payment verified' });
  const [listed] = await ordersOf(shopper);
  expect(listed).toMatchObject({ _id: order.orderId, status: 'Food Processing', payment: true });
  expect(await cartOf(shopper)).toEqual({});
  expect(await orderEvents(server, order.orderId)).toEqual(['Awaiting payment', 'Food Processing']);
});

test('an unpaid order is not verified: Payment failed, order and cart kept', async () => {
  const shopper = await createShopper(server);
  const order = await placeOrderFor(call, shopper, [[dish, 1]]);

  const reply = await verify(order.orderId, 'false', shopper.headers);
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ success: false, message: 'Payment not completed' });
  const listed = await ordersOf(shopper);
  expect(listed).toHaveLength(1);
  expect(listed[0]).toMatchObject({ status: 'Payment failed', payment: false });
  expect(await cartOf(shopper)).toEqual({ [dish._id]: 1 });

  // The session is closed, so it can no longer be paid behind the order's back.
  const late = await payOnTestCheckout(server, order.sessionUrl);
  expect(late.status).toBe(409);
  expect((await storedOrder(server, order.orderId))!.status).toBe('Payment failed');
});

test('the body success flag never decides', async () => {
  const shopper = await createShopper(server);
  const unpaid = await placeOrderFor(call, shopper, [[dish, 3]]);
  for (const success of ['true', true]) {
    const reply = await verify(unpaid.orderId, success, shopper.headers);
    expect(reply.body).toEqual({ success: false, message: 'Payment not completed' });
  }
  expect((await storedOrder(server, unpaid.orderId))!.status).toBe('Payment failed');

  const paid = await placeOrderFor(call, shopper, [[side, 2]]);
  await paidAtProvider(paid.orderId);
  for (const success of ['false', false, undefined]) {
    const reply = await verify(paid.orderId, success, shopper.headers);
    expect(reply.body).toEqual({ success: true, message: 'Payment verified' });
  }
  expect((await storedOrder(server, paid.orderId))!.status).toBe('Food Processing');
});

test('20 concurrent verifies of a paid order change it once', async () => {
  const shopper = await createShopper(server);
  const order = await placeOrderFor(call, shopper, [[dish, 2]]);
  // The cart holds more than was ordered: taking the order out twice would show.
  await call('POST', '/api/cart/merge', { cartData: { [dish._id]: 3 } }, shopper.headers);
  await paidAtProvider(order.orderId);

  const replies = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      verify(order.orderId, 'true', i % 2 ? shopper.headers : {}),
    ),
  );
  for (const reply of replies) {
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Payment verified' });
  }
  const events = await orderEvents(server, order.orderId);
  expect(events.filter((status) => status === 'Food Processing')).toHaveLength(1);
  expect(events).toEqual(['Awaiting payment', 'Food Processing']);
  expect(await cartOf(shopper)).toEqual({ [dish._id]: 3 });
});

test('20 concurrent verifies of an unpaid order fail it once', async () => {
  const shopper = await createShopper(server);
  const order = await placeOrderFor(call, shopper, [[side, 1]]);
  const replies = await Promise.all(
    Array.from({ length: 20 }, () => verify(order.orderId, 'true', shopper.headers)),
  );
  for (const reply of replies) {
    expect(reply.body).toEqual({ success: false, message: 'Payment not completed' });
  }
  expect(await orderEvents(server, order.orderId)).toEqual(['Awaiting payment', 'Payment failed']);
});

test('a page without a token verifies: the order id is the capability', async () => {
  const shopper = await createShopper(server);
  const order = await placeOrderFor(call, shopper, [[dish, 1]]);
  await payOnTestCheckout(server, order.sessionUrl);
  const reply = await verify(order.orderId, 'true');
  expect(reply.body).toEqual({ success: true, message: 'Payment verified' });
});

test('an unknown order, or another shopper’s, is not found', async () => {
  const [owner, stranger] = await Promise.all([createShopper(server), createShopper(server)]);
  const order = await placeOrderFor(call, owner, [[dish, 1]]);
  await paidAtProvider(order.orderId);

  expectRefusal(await verify(order.orderId, 'true', stranger.headers), 404, /^Order not found\.$/);
  expect((await storedOrder(server, order.orderId))!.status).toBe('Awaiting payment');

  for (const orderId of ['no-such-order', "' OR 1=1 --", crypto.randomUUID()]) {
    expectRefusal(await verify(orderId, 'true', owner.headers), 404, /^Order not found\.$/);
    expectRefusal(await verify(orderId, 'true'), 404, /^Order not found\.$/);
  }
});

test('a verify without an order id is refused', async () => {
  expectRefusal(await call('POST', '/api/order/verify', { success: 'true' }), 400, /orderId/);
  expectRefusal(await call('POST', '/api/order/verify', {}), 400, /orderId/);
});

test('without a token, an open checkout is only read: it stays open and payable', async () => {
  const shopper = await createShopper(server);
  const order = await placeOrderFor(call, shopper, [[dish, 1]]);
  for (const success of ['false', 'true', undefined]) {
    expect((await verify(order.orderId, success)).body).toEqual({
      success: false,
      message: 'Payment not completed',
    });
  }
  expect((await storedOrder(server, order.orderId))!.status).toBe('Awaiting payment');
  expect(await orderEvents(server, order.orderId)).toEqual(['Awaiting payment']);
  // The owner can still pay, and then anyone with the order id sees it paid.
  expect((await payOnTestCheckout(server, order.sessionUrl)).status).toBe(303);
  expect((await verify(order.orderId, 'true')).body).toEqual({
    success: true,
    message: 'Payment verified',
  });
});

test('without a token, an order the provider reports paid is fulfilled, once', async () => {
  const shopper = await createShopper(server);
  const order = await placeOrderFor(call, shopper, [[dish, 1]]);
  await paidAtProvider(order.orderId);
  await Promise.all([verify(order.orderId, 'true'), verify(order.orderId, 'false')]);
  expect(await orderEvents(server, order.orderId)).toEqual(['Awaiting payment', 'Food Processing']);
});
