/**
 * The order board's calls with the built-in test checkout: who may call them, what the board
 * lists, moving an order on (allowed, refused, concurrent presses), cancelling and refunding it,
 * and what its shopper then sees.
 */
import type { KitchenOrder, Order } from '../../contract/api';
import { CANCEL_REASON_MAX } from '../../contract/kitchen-rules';
import { ROLES } from '../../contract/rules';
import { ConfigError, loadConfig } from '../config';
import {
  SAMPLE_ADDRESS,
  client,
  createShopper,
  createStaff,
  expectRefusal,
  getMenu,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  storedOrder,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { UserRepository } from '../users/repository';
import { startOfShopDay } from '../shop/shop-time';

let server: TestServer;
let call: Call;
let lines: Lines;
let staff: Shopper;
let shopper: Shopper;

async function placedOrder(who = shopper) {
  return placeOrderFor(call, who, lines);
}

async function paidOrder(who = shopper): Promise<string> {
  const placed = await placedOrder(who);
  const paid = await payOnTestCheckout(server, placed.sessionUrl);
  if (paid.status !== 303) throw new Error(`paying failed: ${paid.status} ${paid.html}`);
  return placed.orderId;
}

const board = async (headers: Record<string, string> = staff.headers) =>
  call<{ success: true; data: KitchenOrder[] }>('GET', '/api/kitchen/orders', undefined, headers);

const advance = (orderId: string, to: string, headers: Record<string, string> = staff.headers) =>
  call<{ success: true; message: string; order: KitchenOrder }>(
    'POST',
    '/api/kitchen/advance',
    { orderId, to },
    headers,
  );

const cancel = (orderId: string, reason: string, headers: Record<string, string> = staff.headers) =>
  call<{ success: true; message: string; order: KitchenOrder }>(
    'POST',
    '/api/kitchen/cancel',
    { orderId, reason },
    headers,
  );

async function eventsOf(orderId: string) {
  return server.app.database.db
    .selectFrom('order_events')
    .select(['status', 'reason', 'actor_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

async function shopperOrder(orderId: string, who = shopper): Promise<Order> {
  const reply = await call<{ data: Order[] }>(
    'POST',
    '/api/order/userorders',
    undefined,
    who.headers,
  );
  const order = reply.body.data.find((one) => one._id === orderId);
  if (!order) throw new Error(`order ${orderId} is not in the shopper's list`);
  return order;
}

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  const menu = await getMenu(call);
  const byName = (name: string) => menu.find((dish) => dish.name === name)!;
  lines = [
    [byName('Greek Salad'), 2],
    [byName('Veg Rolls'), 1],
  ];
  [staff, shopper] = await Promise.all([createStaff(server), createShopper(server)]);
});
afterAll(() => server.close());

describe('who may use the board', () => {
  test('without a current token every kitchen call is 401', async () => {
    const orderId = await paidOrder();
    for (const headers of [{}, { token: 'not-a-token' }] as Array<Record<string, string>>) {
      expectRefusal(await board(headers), 401, 'Not authorized. Please log in again.');
      expectRefusal(await advance(orderId, 'Out for delivery', headers), 401);
      expectRefusal(await cancel(orderId, 'No rider', headers), 401);
    }
    expect((await storedOrder(server, orderId))!.status).toBe('Food Processing');
  });

  test("a shopper gets 403 'Staff only.' and changes nothing, their own order included", async () => {
    const orderId = await paidOrder();
    expectRefusal(await board(shopper.headers), 403, /^Staff only\.$/);
    expectRefusal(
      await advance(orderId, 'Out for delivery', shopper.headers),
      403,
      /^Staff only\.$/,
    );
    expectRefusal(await cancel(orderId, 'Changed my mind', shopper.headers), 403, /^Staff only\.$/);
    expect((await storedOrder(server, orderId))!.status).toBe('Food Processing');
    expect(await eventsOf(orderId)).toHaveLength(2);
  });

  test('staff get the board', async () => {
    const reply = await board();
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
  });

  test('the role is read on every request: taken away, the same token is refused at once', async () => {
    const member = await createStaff(server);
    expect((await board(member.headers)).status).toBe(200);
    await new UserRepository(server.app.database.db).setRole(member.email, ROLES.shopper);
    expectRefusal(await board(member.headers), 403, /^Staff only\.$/);
  });
});

describe('the board', () => {
  test('lists a paid order with what to cook, where it goes and since when', async () => {
    const before = Date.now();
    const orderId = await paidOrder();
    const card = (await board()).body.data.find((order) => order._id === orderId);
    expect(card).toEqual({
      _id: orderId,
      number: orderId.replace(/-/g, '').slice(-6).toUpperCase(),
      lines: [
        { name: 'Greek Salad', quantity: 2 },
        { name: 'Veg Rolls', quantity: 1 },
      ],
      amount: 12 * 10 * 2 + 15 * 10 + 50,
      // The phone is kept normalised (E.164).
      address: { ...SAMPLE_ADDRESS, phone: '+919845012345' },
      status: 'Food Processing',
      paidAt: expect.any(String),
      updatedAt: expect.any(String),
      refunded: false,
      discount: 0,
      deliveryFee: 50,
      fulfilment: 'delivery',
      scheduled: false,
      dueAt: expect.any(String),
      paid: true,
      paymentMethod: 'card',
    });
    expect(Date.parse(card!.paidAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(card!.paidAt).toBe((await storedOrder(server, orderId))!.paid_at);
  });

  test('leaves out unpaid, failed and cancelled orders', async () => {
    const unpaid = await placedOrder(await createShopper(server));
    const failedFor = await createShopper(server);
    const failed = await placedOrder(failedFor);
    const declined = await payOnTestCheckout(server, failed.sessionUrl, {
      number: '4000 0000 0000 0002',
    });
    expect(declined.status).toBeLessThan(500);
    // Coming back without paying closes the checkout: the order is 'Payment failed'.
    await call('POST', '/api/order/verify', { orderId: failed.orderId }, failedFor.headers);
    expect((await storedOrder(server, failed.orderId))!.status).toBe('Payment failed');
    const cancelled = await paidOrder(await createShopper(server));
    expect((await cancel(cancelled, 'Out of feta')).status).toBe(200);

    const ids = (await board()).body.data.map((order) => order._id);
    expect(ids).not.toContain(unpaid.orderId);
    expect(ids).not.toContain(failed.orderId);
    expect(ids).not.toContain(cancelled);
  });

  test('shows the oldest paid first, and each order in its status', async () => {
    const first = await paidOrder(await createShopper(server));
    const second = await paidOrder(await createShopper(server));
    expect((await advance(first, 'Out for delivery')).status).toBe(200);
    const data = (await board()).body.data;
    const ids = data.map((order) => order._id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const paidAts = data.map((order) => order.paidAt);
    expect([...paidAts].sort()).toEqual(paidAts);
    expect(data.find((order) => order._id === first)!.status).toBe('Out for delivery');
  });

  test("keeps delivered orders for the shop's day only (SHOP_TIME_ZONE, Asia/Kolkata)", async () => {
    expect(server.config.shopTimeZone).toBe('Asia/Kolkata');
    const today = await paidOrder();
    const yesterday = await paidOrder();
    for (const id of [today, yesterday]) {
      expect((await advance(id, 'Out for delivery')).status).toBe(200);
      expect((await advance(id, 'Delivered')).status).toBe(200);
    }
    const dayStart = startOfShopDay(new Date(), 'Asia/Kolkata').getTime();
    const setDeliveredAt = (id: string, at: number) =>
      server.app.database.db
        .updateTable('orders')
        .set({ updated_at: new Date(at).toISOString() })
        .where('id', '=', id)
        .execute();
    await setDeliveredAt(today, dayStart);
    await setDeliveredAt(yesterday, dayStart - 1000);
    const ids = (await board()).body.data.map((order) => order._id);
    expect(ids).toContain(today);
    expect(ids).not.toContain(yesterday);
  });
});

describe('the start of the shop day', () => {
  test.each([
    ['2026-11-25T04:16:16.123Z', 'Asia/Kolkata', '2026-11-24T18:30:00.000Z'],
    ['2026-11-24T18:30:00.000Z', 'Asia/Kolkata', '2026-11-24T18:30:00.000Z'],
    ['2026-11-24T18:29:59.999Z', 'Asia/Kolkata', '2026-11-23T18:30:00.000Z'],
    ['2026-11-25T23:59:59.000Z', 'UTC', '2026-11-25T00:00:00.000Z'],
    // Daylight saving began (New York) or ended (London) during the night: midnight kept its offset.
    ['2026-03-08T12:00:00.000Z', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-10-25T12:00:00.000Z', 'Europe/London', '2026-10-24T23:00:00.000Z'],
  ])('at %s in %s the day began at %s', (now, zone, expected) => {
    expect(startOfShopDay(new Date(now), zone).toISOString()).toBe(expected);
  });

  test('SHOP_TIME_ZONE must be a time zone Intl knows', () => {
    const env = { DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...env, SHOP_TIME_ZONE: 'Mars/Olympus' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, SHOP_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SHOP_TIME_ZONE/);
    expect(loadConfig({ ...env, SHOP_TIME_ZONE: 'Europe/Paris' }).shopTimeZone).toBe(
      'Europe/Paris',
    );
  });
});

describe('moving an order on', () => {
  test("'Out for delivery', then 'Delivered': each once, with who did it; the shopper sees each step", async () => {
    const orderId = await paidOrder();
    const out = await advance(orderId, 'Out for delivery');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({
      success: true,
      message: 'Order updated.',
      order: expect.objectContaining({ _id: orderId, status: 'Out for delivery' }),
    });
    const delivered = await advance(orderId, 'Delivered');
    expect(delivered.status).toBe(200);
    expect(delivered.body.order.status).toBe('Delivered');

    expect(await eventsOf(orderId)).toEqual([
      { status: 'Awaiting payment', reason: 'order placed', actor_id: null },
      { status: 'Food Processing', reason: 'paid on the test checkout', actor_id: null },
      { status: 'Out for delivery', reason: expect.any(String), actor_id: staff.userId },
      { status: 'Delivered', reason: expect.any(String), actor_id: staff.userId },
    ]);
    const order = await shopperOrder(orderId);
    expect(order.status).toBe('Delivered');
    expect(order.refunded).toBe(false);
    expect(order.timeline.map((step) => step.status)).toEqual([
      'Food Processing',
      'Out for delivery',
      'Delivered',
    ]);
    // Each step's time is when the kitchen made the change.
    expect(order.timeline[1]!.at).toBe(out.body.order.updatedAt);
    expect(order.timeline[2]!.at).toBe(delivered.body.order.updatedAt);
    const times = order.timeline.map((step) => Date.parse(step.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  test('no skipping a step and no going back (409, nothing changes)', async () => {
    const orderId = await paidOrder();
    expectRefusal(await advance(orderId, 'Delivered'), 409, /already moved on/);
    expect((await storedOrder(server, orderId))!.status).toBe('Food Processing');
    expect((await advance(orderId, 'Out for delivery')).status).toBe(200);
    // The same press again (a second tab, a double click) is a step that is no longer there.
    expectRefusal(await advance(orderId, 'Out for delivery'), 409, /already moved on/);
    expect((await advance(orderId, 'Delivered')).status).toBe(200);
    expectRefusal(await advance(orderId, 'Out for delivery'), 409, /already moved on/);
    expectRefusal(await advance(orderId, 'Delivered'), 409, /already moved on/);
    expect((await storedOrder(server, orderId))!.status).toBe('Delivered');
    expect((await eventsOf(orderId)).map((event) => event.status)).toEqual([
      'Awaiting payment',
      'Food Processing',
      'Out for delivery',
      'Delivered',
    ]);
  });

  test('nothing moves an unpaid order (409) or a cancelled one', async () => {
    const unpaid = await placedOrder(await createShopper(server));
    expectRefusal(
      await advance(unpaid.orderId, 'Out for delivery'),
      409,
      /^This order is not paid/,
    );
    expect((await storedOrder(server, unpaid.orderId))!.status).toBe('Awaiting payment');
    const cancelled = await paidOrder();
    expect((await cancel(cancelled, 'Kitchen closed early')).status).toBe(200);
    expectRefusal(await advance(cancelled, 'Out for delivery'), 409, /already moved on/);
    expect((await storedOrder(server, cancelled))!.status).toBe('Cancelled');
  });

  test('an unknown order is 404', async () => {
    expectRefusal(
      await advance('00000000-0000-4000-8000-000000000000', 'Out for delivery'),
      404,
      /^Order not found\.$/,
    );
  });

  test.each([
    ['a status that is not a next step', { orderId: 'x', to: 'Cancelled' }],
    ['a status back to the start', { orderId: 'x', to: 'Food Processing' }],
    ['no order id', { to: 'Delivered' }],
    ['no status', { orderId: 'x' }],
    ['a number for the id', { orderId: 42, to: 'Delivered' }],
  ])('a bad body (%s) is 400 with a message', async (_label, body) => {
    expectRefusal(await call('POST', '/api/kitchen/advance', body, staff.headers), 400);
  });

  test('a body that is not JSON is refused', async () => {
    expectRefusal(
      await call('POST', '/api/kitchen/advance', 'orderId=x&to=Delivered', {
        ...staff.headers,
        'content-type': 'application/x-www-form-urlencoded',
      }),
      415,
    );
  });

  test('several staff pressing at once change the order once: one 200, one event row', async () => {
    const others = await Promise.all([
      createStaff(server),
      createStaff(server),
      createStaff(server),
    ]);
    const pressers = [staff, ...others];
    const orderId = await paidOrder();
    const replies = await Promise.all(
      pressers.map((member) => advance(orderId, 'Out for delivery', member.headers)),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = pressers[replies.findIndex((reply) => reply.status === 200)]!;
    const moves = (await eventsOf(orderId)).filter((event) => event.status === 'Out for delivery');
    expect(moves).toEqual([
      { status: 'Out for delivery', reason: expect.any(String), actor_id: winner.userId },
    ]);
  });
});

describe('cancelling and refunding (test checkout)', () => {
  test('a paid order is cancelled with the reason, refunded, and its shopper sees Refunded', async () => {
    const orderId = await paidOrder();
    const reply = await cancel(orderId, '  Out of feta cheese  ');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Order cancelled and refunded.',
      order: expect.objectContaining({ _id: orderId, status: 'Cancelled', refunded: true }),
    });

    const row = await storedOrder(server, orderId);
    expect(row!.status).toBe('Cancelled');
    expect(row!.refund_id).toMatch(/^re_test_/);
    const session = await server.app.database.db
      .selectFrom('test_checkout_sessions')
      .select('status')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('refunded');
    expect((await eventsOf(orderId)).slice(2)).toEqual([
      { status: 'Cancelled', reason: 'Out of feta cheese', actor_id: staff.userId },
      { status: 'Cancelled', reason: `refunded ${row!.refund_id}`, actor_id: staff.userId },
    ]);

    const order = await shopperOrder(orderId);
    expect(order).toMatchObject({ status: 'Cancelled', refunded: true, payment: true });
    expect(order.timeline.map((step) => step.status)).toEqual(['Food Processing', 'Cancelled']);
    expect(order).not.toHaveProperty('session_url');

    // Once refunded, cancelling again is refused and refunds nothing more.
    expectRefusal(await cancel(orderId, 'Again'), 409, /^Only paid orders/);
    expect(await eventsOf(orderId)).toHaveLength(4);
  });

  test('an order out for delivery can be cancelled; a delivered one cannot', async () => {
    const onTheWay = await paidOrder();
    expect((await advance(onTheWay, 'Out for delivery')).status).toBe(200);
    expect((await cancel(onTheWay, 'Rider had an accident')).body.order.refunded).toBe(true);

    const delivered = await paidOrder();
    expect((await advance(delivered, 'Out for delivery')).status).toBe(200);
    expect((await advance(delivered, 'Delivered')).status).toBe(200);
    expectRefusal(await cancel(delivered, 'Too late'), 409, /not yet delivered/);
    expect((await storedOrder(server, delivered))!.refund_id).toBeNull();
  });

  test('an unpaid order cannot be cancelled by the kitchen, an unknown one is 404', async () => {
    const unpaid = await placedOrder(await createShopper(server));
    expectRefusal(await cancel(unpaid.orderId, 'Spam'), 409, /^Only paid orders/);
    expect((await storedOrder(server, unpaid.orderId))!.status).toBe('Awaiting payment');
    expectRefusal(
      await cancel('00000000-0000-4000-8000-000000000000', 'Spam'),
      404,
      /^Order not found\.$/,
    );
  });

  test('the reason is required and at most CANCEL_REASON_MAX characters (400)', async () => {
    const orderId = await paidOrder();
    for (const reason of ['', '   \t  '])
      expectRefusal(await cancel(orderId, reason), 400, /^Please give a reason for cancelling\.$/);
    expectRefusal(
      await cancel(orderId, 'x'.repeat(CANCEL_REASON_MAX + 1)),
      400,
      `The reason must be at most ${CANCEL_REASON_MAX} characters long.`,
    );
    expectRefusal(await call('POST', '/api/kitchen/cancel', { orderId }, staff.headers), 400);
    expect((await storedOrder(server, orderId))!.status).toBe('Food Processing');
    const atMost = await cancel(orderId, ` ${'y'.repeat(CANCEL_REASON_MAX)} `);
    expect(atMost.status).toBe(200);
  });
});
