/**
 * POST /api/order/reorder ('Order again'): a paid order's dishes go into the cart, added to what
 * is there; checkout then charges today's prices; dishes removed or unavailable now are left out
 * and named.
 */
import type { FoodItem } from '../../contract/api';
import { CALLS } from '../../contract/calls';
import { REORDER_MESSAGES } from '../../contract/reorder-messages';
import {
  client,
  createShopper,
  expectRefusal,
  getMenu,
  orderBody,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let menu: FoodItem[];

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  menu = await getMenu(call);
});
afterAll(() => server.close());

async function paidOrder(shopper: Shopper, lines: Lines): Promise<string> {
  const placed = await placeOrderFor(call, shopper, lines);
  expect((await payOnTestCheckout(server, placed.sessionUrl)).status).toBe(303);
  return placed.orderId;
}

const orderAgain = (shopper: Shopper, orderId: string) =>
  call<{ message: string; cartData: Record<string, number>; leftOut: string[] }>(
    'POST',
    CALLS.reorder.url,
    { orderId },
    shopper.headers,
  );

const setDish = (
  id: string,
  values: { available?: number; deleted_at?: string | null; price_paise?: number },
) => server.app.database.db.updateTable('food').set(values).where('id', '=', id).execute();

test("adds the order's lines to what the cart holds, and checkout charges today's prices", async () => {
  const [a, b] = [menu[0]!, menu[1]!];
  const shopper = await createShopper(server);
  const orderId = await paidOrder(shopper, [
    [a, 2],
    [b, 1],
  ]);
  // Paying emptied the cart of those dishes; something else is in it now.
  await call('POST', CALLS.cartAdd.url, { itemId: b._id }, shopper.headers);

  const again = await orderAgain(shopper, orderId);
  expect(again.status).toBe(200);
  expect(again.body.message).toBe(REORDER_MESSAGES.added);
  expect(again.body.leftOut).toEqual([]);
  expect(again.body.cartData).toEqual({ [a._id]: 2, [b._id]: 2 });
  const cart = await call<{ cartData: Record<string, number> }>(
    'POST',
    CALLS.cartGet.url,
    {},
    shopper.headers,
  );
  expect(cart.body.cartData).toEqual({ [a._id]: 2, [b._id]: 2 });

  // Repriced since: ₹125 now. The old price is refused; today's is charged.
  const originalPaise = Math.round(a.price * 1000);
  await setDish(a._id, { price_paise: 12_500 });
  server.app.menu.invalidate();
  try {
    const stale = await call(
      'POST',
      CALLS.placeOrder.url,
      orderBody(shopper, [
        [a, 2],
        [b, 2],
      ]),
      shopper.headers,
    );
    expect(stale.status).toBe(409);
    const today = { ...a, price: 12.5 };
    const placed = await call<{ orderId: string }>(
      'POST',
      CALLS.placeOrder.url,
      orderBody(shopper, [
        [today, 2],
        [b, 2],
      ]),
      shopper.headers,
    );
    expect(placed.status).toBe(201);
    const order = await server.app.orders.find(placed.body.orderId);
    expect(order!.amount).toBe(125 * 2 + b.price * 10 * 2 + 50);
  } finally {
    await setDish(a._id, { price_paise: originalPaise });
    server.app.menu.invalidate();
  }
});

test('dishes removed from the menu or unavailable now are left out, by name', async () => {
  const [kept, unavailable, removed] = [menu[4]!, menu[5]!, menu[6]!];
  const shopper = await createShopper(server);
  const orderId = await paidOrder(shopper, [
    [kept, 1],
    [unavailable, 1],
    [removed, 3],
  ]);
  await setDish(unavailable._id, { available: 0 });
  await setDish(removed._id, { deleted_at: new Date().toISOString() });
  try {
    const again = await orderAgain(shopper, orderId);
    expect(again.status).toBe(200);
    expect(again.body.cartData).toEqual({ [kept._id]: 1 });
    expect(again.body.leftOut).toEqual([unavailable.name, removed.name]);
    expect(again.body.message).toBe(
      `${REORDER_MESSAGES.added} ${unavailable.name} and ${removed.name} are not available right now, so they were left out.`,
    );
  } finally {
    await setDish(unavailable._id, { available: 1 });
    await setDish(removed._id, { deleted_at: null });
  }
});

test('refuses orders that are not paid, not yours or not there, and adds nothing', async () => {
  const [owner, stranger] = [await createShopper(server), await createShopper(server)];
  const unpaid = await placeOrderFor(call, owner, [[menu[7]!, 1]]);
  expectRefusal(
    await orderAgain(owner, unpaid.orderId),
    409,
    /^Only a paid order can be ordered again\.$/,
  );
  const paid = await paidOrder(owner, [[menu[8]!, 1]]);
  expectRefusal(await orderAgain(stranger, paid), 404, /^Order not found\.$/);
  expectRefusal(await orderAgain(owner, 'no-such-order'), 404, /^Order not found\.$/);
  expectRefusal(await call('POST', CALLS.reorder.url, { orderId: paid }), 401);
  const cart = await call<{ cartData: Record<string, number> }>(
    'POST',
    CALLS.cartGet.url,
    {},
    stranger.headers,
  );
  expect(cart.body.cartData).toEqual({});
});

test('an order whose every dish is gone adds nothing and says so', async () => {
  const dish = menu[9]!;
  const shopper = await createShopper(server);
  const orderId = await paidOrder(shopper, [[dish, 2]]);
  await setDish(dish._id, { available: 0 });
  try {
    expectRefusal(
      await orderAgain(shopper, orderId),
      409,
      /^None of these dishes can be ordered right now\.$/,
    );
  } finally {
    await setDish(dish._id, { available: 1 });
  }
});
