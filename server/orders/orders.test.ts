/**
 * POST /api/order/place and /api/order/userorders. The server charges from its own menu: it
 * recomputes every line and the total and refuses a body that disagrees, creating nothing.
 */
import type { FoodItem, Order } from '../../contract/api';
import {
  SAMPLE_ADDRESS,
  client,
  createShopper,
  expectRefusal,
  expectedAmount,
  getMenu,
  orderBody,
  orderCountOf,
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
let menu: FoodItem[];
let greekSalad: FoodItem, vegRolls: FoodItem, lasagnaRolls: FoodItem;
/** A shopper whose every attempt in this file is refused: they must end with no order. */
let refused: Shopper;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  menu = await getMenu(call);
  const byName = (name: string) => menu.find((dish) => dish.name === name)!;
  [greekSalad, vegRolls, lasagnaRolls] = [
    byName('Greek Salad'),
    byName('Veg Rolls'),
    byName('Lasagna Rolls'),
  ];
  refused = await createShopper(server);
});
afterAll(() => server.close());

const place = (shopper: Shopper, body: unknown) =>
  call('POST', '/api/order/place', body, shopper.headers);

const listOrders = async (shopper: Shopper) =>
  (await call<{ data: Order[] }>('POST', '/api/order/userorders', undefined, shopper.headers)).body
    .data;

describe('placing an order', () => {
  test('stores it as Awaiting payment with its lines and replies with an absolute session_url', async () => {
    const shopper = await createShopper(server);
    const lines = [
      [greekSalad, 2],
      [vegRolls, 1],
    ] as const;
    const reply = await place(shopper, orderBody(shopper, lines));
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      session_url: expect.any(String),
      orderId: expect.any(String),
    });
    const sessionUrl = new URL(reply.body.session_url);
    expect(sessionUrl.href).toBe(reply.body.session_url);
    expect(sessionUrl.origin).toBe(new URL(server.config.publicUrl).origin);
    expect(sessionUrl.pathname).toMatch(/^\/pay\/cs_test_[\w-]+$/);

    // 12 x 10 x 2 + 15 x 10 x 1 + 50
    expect(expectedAmount(lines)).toBe(440);
    const row = await storedOrder(server, reply.body.orderId);
    expect(row).toMatchObject({
      user_id: shopper.userId,
      amount: 440,
      status: 'Awaiting payment',
      session_url: reply.body.session_url,
    });
    expect(Number(row!.paid)).toBe(0);
    expect(JSON.parse(row!.items)).toEqual([
      { foodId: greekSalad._id, name: 'Greek Salad', price: 12, quantity: 2 },
      { foodId: vegRolls._id, name: 'Veg Rolls', price: 15, quantity: 1 },
    ]);
    // The phone is kept in E.164 (docs/product.md#delivery-or-pickup).
    expect(JSON.parse(row!.address)).toEqual({ ...SAMPLE_ADDRESS, phone: '+919845012345' });
    expect(await orderEvents(server, reply.body.orderId)).toEqual(['Awaiting payment']);
  });

  test('the server names and prices the lines itself; the body needs only ids and quantities', async () => {
    const shopper = await createShopper(server);
    const reply = await place(shopper, {
      address: SAMPLE_ADDRESS,
      items: [
        { _id: lasagnaRolls._id, quantity: 1, name: 'Free Cake' },
        { _id: lasagnaRolls._id, quantity: 2 },
      ],
      amount: 14 * 10 * 3 + 50,
    });
    expect(reply.status).toBe(201);
    const [order] = await listOrders(shopper);
    expect(order!.items).toEqual([{ name: 'Lasagna Rolls', price: 14, quantity: 3 }]);
    expect(order!.amount).toBe(470);
  });

  test('trims the address fields', async () => {
    const shopper = await createShopper(server);
    const reply = await place(shopper, {
      ...orderBody(shopper, [[greekSalad, 1]]),
      address: { ...SAMPLE_ADDRESS, city: '  Mysuru  ' },
    });
    expect(reply.status).toBe(201);
    expect(JSON.parse((await storedOrder(server, reply.body.orderId))!.address).city).toBe(
      'Mysuru',
    );
  });
});

describe('refusals create no order', () => {
  const PRICE_CHANGED = /prices in your cart have changed/;

  test.each([
    ['one rupee less', -1],
    ['one rupee more', 1],
    ['the delivery fee left out', -50],
    ['a tenth of the price', -(12 * 10 * 2 * 0.9)],
  ])('a tampered amount (%s) is refused with a message', async (_label, delta) => {
    const body = orderBody(refused, [[greekSalad, 2]]);
    const reply = await place(refused, { ...body, amount: body.amount + delta });
    expectRefusal(reply, 409, PRICE_CHANGED);
  });

  test('an amount of 0 or less is refused', async () => {
    for (const amount of [0, -440]) {
      const reply = await place(refused, { ...orderBody(refused, [[greekSalad, 2]]), amount });
      expectRefusal(reply, 409, PRICE_CHANGED);
    }
  });

  test('a tampered line price is refused, even when the amount matches it', async () => {
    const body = orderBody(refused, [
      [greekSalad, 2],
      [vegRolls, 1],
    ]);
    body.items[0]!.price = 1;
    expectRefusal(await place(refused, body), 409, PRICE_CHANGED);
    body.amount = 1 * 10 * 2 + 15 * 10 + 50;
    expectRefusal(await place(refused, body), 409, PRICE_CHANGED);
  });

  test('an empty order is refused', async () => {
    const reply = await place(refused, { ...orderBody(refused, []), amount: 0 });
    expectRefusal(reply, 400, /^Your cart is empty\.$/);
  });

  test.each([0, -1, 1.5, 0.0001])('a quantity of %p is refused', async (quantity) => {
    const body = orderBody(refused, [[greekSalad, 1]]);
    body.items[0]!.quantity = quantity;
    expectRefusal(await place(refused, body), 400, /whole quantity of at least 1/);
  });

  test('absurd quantities are refused, also when split over several lines', async () => {
    expectRefusal(
      await place(refused, orderBody(refused, [[greekSalad, 1e9]])),
      400,
      /at most 100/,
    );
    const split = orderBody(refused, [
      [greekSalad, 60],
      [greekSalad, 60],
    ]);
    expectRefusal(await place(refused, split), 400, /at most 100/);
  });

  test('a dish that is not on the menu is refused', async () => {
    const body = orderBody(refused, [[greekSalad, 1]]);
    body.items.push({ _id: "' OR 1=1 --", name: 'Mystery', price: 1, quantity: 1 });
    expectRefusal(await place(refused, body), 409, /no longer on the menu/);
  });

  test.each([
    ['firstname', 'first name'],
    ['lastname', 'last name'],
    ['email', 'email address'],
    ['street', 'street'],
    ['city', 'city'],
    ['state', 'state'],
    ['zipcode', 'zip code'],
    ['country', 'country'],
    ['phone', 'phone'],
  ])(
    'a missing, blank or over-long %s is refused with a message naming it',
    async (field, label) => {
      const body = orderBody(refused, [[greekSalad, 1]]);
      const without: Record<string, string> = { ...SAMPLE_ADDRESS };
      delete without[field];
      const message = new RegExp(label, 'i');
      expectRefusal(await place(refused, { ...body, address: without }), 400, message);
      expectRefusal(
        await place(refused, { ...body, address: { ...SAMPLE_ADDRESS, [field]: ' \t ' } }),
        400,
        message,
      );
      expectRefusal(
        await place(refused, { ...body, address: { ...SAMPLE_ADDRESS, [field]: 'x'.repeat(300) } }),
        400,
        message,
      );
      // Beyond any field's size, the schema refuses it in the same words, naming the field.
      const huge = await place(refused, {
        ...body,
        address: { ...SAMPLE_ADDRESS, [field]: 'x'.repeat(5000) },
      });
      expectRefusal(huge, 400, message);
      expect(huge.body.field).toBe(`address.${field}`);
    },
  );

  test('a missing address, or one that is not an object, is refused', async () => {
    const { address: _omit, ...body } = orderBody(refused, [[greekSalad, 1]]);
    expectRefusal(await place(refused, body), 400, /address/);
    for (const address of [[SAMPLE_ADDRESS], 'Bengaluru', null, 42]) {
      expectRefusal(await place(refused, { ...body, address }), 400, /address/);
    }
  });

  test("a body userId that is not the token's user is refused with 403", async () => {
    const other = await createShopper(server);
    const reply = await place(refused, {
      ...orderBody(refused, [[greekSalad, 1]]),
      userId: other.userId,
    });
    expectRefusal(reply, 403, /only place orders for your own account/);
    expect(await orderCountOf(server, other.userId)).toBe(0);
  });
});

describe('placing the same cart again', () => {
  test('while its session is open gives the same session_url and only one order', async () => {
    const shopper = await createShopper(server);
    const lines = [[vegRolls, 2]] as const;
    const first = await placeOrderFor(call, shopper, lines);
    const again = await place(shopper, {
      ...orderBody(shopper, lines),
      address: { ...SAMPLE_ADDRESS, street: '7 Brigade Road' },
    });
    expect(again.status).toBe(201);
    expect(again.body.session_url).toBe(first.sessionUrl);
    expect(again.body.orderId).toBe(first.orderId);
    expect(await orderCountOf(server, shopper.userId)).toBe(1);
    // The latest address is the one the order is delivered to.
    expect(JSON.parse((await storedOrder(server, first.orderId))!.address).street).toBe(
      '7 Brigade Road',
    );

    // A different cart is a different order.
    const other = await placeOrderFor(call, shopper, [[vegRolls, 3]]);
    expect(other.orderId).not.toBe(first.orderId);
    expect(await orderCountOf(server, shopper.userId)).toBe(2);
  });

  test('concurrently gives one order and one session_url', async () => {
    const shopper = await createShopper(server);
    const body = orderBody(shopper, [
      [greekSalad, 1],
      [lasagnaRolls, 2],
    ]);
    const replies = await Promise.all(Array.from({ length: 5 }, () => place(shopper, body)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(5).fill(201));
    expect(new Set(replies.map((reply) => reply.body.session_url)).size).toBe(1);
    expect(new Set(replies.map((reply) => reply.body.orderId)).size).toBe(1);
    expect(await orderCountOf(server, shopper.userId)).toBe(1);
  });

  test('after its session expired gives a new order and closes the old one', async () => {
    const shopper = await createShopper(server);
    const lines = [[lasagnaRolls, 1]] as const;
    const first = await placeOrderFor(call, shopper, lines);
    const past = new Date(Date.now() - 60_000).toISOString();
    await server.app.database.db
      .updateTable('orders')
      .set({ session_expires_at: past })
      .where('id', '=', first.orderId)
      .execute();
    await server.app.database.db
      .updateTable('test_checkout_sessions')
      .set({ expires_at: past })
      .where('order_id', '=', first.orderId)
      .execute();

    const second = await placeOrderFor(call, shopper, lines, { fillCart: false });
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.sessionUrl).not.toBe(first.sessionUrl);
    expect((await storedOrder(server, first.orderId))!.status).toBe('Payment failed');
    expect((await storedOrder(server, second.orderId))!.status).toBe('Awaiting payment');
  });
});

describe('an order left without a checkout session', () => {
  test('is closed when the cart is placed again, and a new order is opened', async () => {
    const shopper = await createShopper(server);
    const lines = [[vegRolls, 4]] as const;
    const first = await placeOrderFor(call, shopper, lines);
    // As if the process had stopped between storing the order and opening its session.
    await server.app.database.db
      .updateTable('orders')
      .set({
        session_id: null,
        session_url: null,
        session_expires_at: null,
        created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      })
      .where('id', '=', first.orderId)
      .execute();

    const second = await placeOrderFor(call, shopper, lines, { fillCart: false });
    expect(second.orderId).not.toBe(first.orderId);
    expect((await storedOrder(server, first.orderId))!.status).toBe('Payment failed');
    expect(await orderCountOf(server, shopper.userId)).toBe(2);
  });
});

describe('listing orders', () => {
  test("lists the caller's orders only, newest first, in the wire shape", async () => {
    const [shopper, other] = await Promise.all([createShopper(server), createShopper(server)]);
    const older = await placeOrderFor(call, shopper, [[greekSalad, 1]]);
    const newer = await placeOrderFor(call, shopper, [
      [vegRolls, 2],
      [lasagnaRolls, 1],
    ]);
    await placeOrderFor(call, other, [[greekSalad, 3]]);

    const reply = await call('POST', '/api/order/userorders', undefined, shopper.headers);
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    const orders = reply.body.data as Order[];
    expect(orders.map((order) => order._id)).toEqual([newer.orderId, older.orderId]);
    expect(orders[0]).toEqual({
      _id: newer.orderId,
      items: [
        { name: 'Veg Rolls', price: 15, quantity: 2 },
        { name: 'Lasagna Rolls', price: 14, quantity: 1 },
      ],
      amount: 15 * 10 * 2 + 14 * 10 + 50,
      address: { ...SAMPLE_ADDRESS, phone: '+919845012345' },
      fulfilment: 'delivery',
      dueAt: expect.any(String),
      scheduled: false,
      paymentMethod: 'card',
      deliveryFee: 50,
      status: 'Awaiting payment',
      payment: false,
      date: expect.any(String),
      number: newer.orderId.replace(/-/g, '').slice(-6).toUpperCase(),
      timeline: [],
      refunded: false,
      discount: 0,
      session_url: newer.sessionUrl,
    });
    expect(new Date(orders[0]!.date).toISOString()).toBe(orders[0]!.date);
    expect(orders[0]!.date > orders[1]!.date).toBe(true);

    const theirs = await listOrders(other);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.items).toEqual([{ name: 'Greek Salad', price: 12, quantity: 3 }]);
  });

  test('only an order whose checkout can still be paid carries its payment page', async () => {
    const shopper = await createShopper(server);
    const paid = await placeOrderFor(call, shopper, [[greekSalad, 1]]);
    expect((await payOnTestCheckout(server, paid.sessionUrl)).status).toBe(303);
    const expired = await placeOrderFor(call, shopper, [[vegRolls, 1]]);
    await server.app.database.db
      .updateTable('orders')
      .set({ session_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.orderId)
      .execute();
    const open = await placeOrderFor(call, shopper, [[lasagnaRolls, 1]]);

    const byId = new Map((await listOrders(shopper)).map((order) => [order._id, order]));
    expect(byId.get(open.orderId)?.session_url).toBe(open.sessionUrl);
    expect(byId.get(paid.orderId)).not.toHaveProperty('session_url');
    expect(byId.get(paid.orderId)?.status).toBe('Food Processing');
    expect(byId.get(expired.orderId)).not.toHaveProperty('session_url');
  });

  test("a paid order's progress starts with its payment, and the board's clock with it", async () => {
    const shopper = await createShopper(server);
    const order = await placeOrderFor(call, shopper, [[greekSalad, 1]]);
    expect((await listOrders(shopper))[0]?.timeline).toEqual([]);
    const before = new Date().toISOString();
    expect((await payOnTestCheckout(server, order.sessionUrl)).status).toBe(303);

    const [listed] = await listOrders(shopper);
    expect(listed?.timeline).toEqual([{ status: 'Food Processing', at: expect.any(String) }]);
    expect(listed!.timeline[0]!.at >= before).toBe(true);
    expect((await storedOrder(server, order.orderId))?.paid_at).toBe(listed!.timeline[0]!.at);
  });

  test('a shopper with no orders gets an empty list', async () => {
    const shopper = await createShopper(server);
    const reply = await call('POST', '/api/order/userorders', undefined, shopper.headers);
    expect(reply.body).toEqual({ success: true, data: [] });
  });
});

test('none of the refusals above created an order', async () => {
  expect(await orderCountOf(server, refused.userId)).toBe(0);
});
