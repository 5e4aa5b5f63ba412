/**
 * Orders left awaiting payment are settled with the provider by the server itself: at start and
 * every few minutes, once, whichever instance does it.
 */
import type { FoodItem } from '../../contract/api';
import { buildApp } from '../app';
import {
  placeOrder as placeStripeOrder,
  startStripeShop,
  type StripeShop,
} from '../test/stripe-stand-in';
import {
  client,
  createShopper,
  getMenu,
  orderEvents,
  placeOrderFor,
  startTestServer,
  storedOrder,
  type Call,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let dish: FoodItem;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  dish = (await getMenu(call))[5]!;
});
afterAll(() => server.close());

/** A minute and a bit from now: past the quiet time the reconciler leaves a paying shopper. */
const later = () => new Date(Date.now() + 61_000);

async function placedOrder() {
  const shopper = await createShopper(server);
  return placeOrderFor(call, shopper, [[dish, 2]]);
}

/** What a crash between the two writes of a payment would leave: the session paid, the order not. */
async function paidAtProviderOnly(orderId: string): Promise<void> {
  await server.app.database.db
    .updateTable('test_checkout_sessions')
    .set({ status: 'paid' })
    .where('order_id', '=', orderId)
    .execute();
}

test('an order whose session is paid is fulfilled by a later round, once', async () => {
  const order = await placedOrder();
  await paidAtProviderOnly(order.orderId);
  // A shopper paying right now is left alone...
  expect(await server.app.reconciler.round(new Date())).toBe(0);
  expect((await storedOrder(server, order.orderId))!.status).toBe('Awaiting payment');
  // ...until the order has been quiet for a minute.
  expect(await server.app.reconciler.round(later())).toBeGreaterThanOrEqual(1);
  expect((await storedOrder(server, order.orderId))!.status).toBe('Food Processing');
  await server.app.reconciler.round(later());
  expect(await orderEvents(server, order.orderId)).toEqual(['Awaiting payment', 'Food Processing']);
});

test('a checkout past its expiry time becomes Payment failed', async () => {
  const order = await placedOrder();
  await server.app.database.db
    .updateTable('test_checkout_sessions')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('order_id', '=', order.orderId)
    .execute();
  await server.app.reconciler.round(later());
  expect((await storedOrder(server, order.orderId))!.status).toBe('Payment failed');
  expect(await orderEvents(server, order.orderId)).toEqual(['Awaiting payment', 'Payment failed']);
});

test('an open checkout still within its time is left open', async () => {
  const order = await placedOrder();
  await server.app.reconciler.round(later());
  expect((await storedOrder(server, order.orderId))!.status).toBe('Awaiting payment');
});

test('a store starting on the data settles what was left, and two at once change an order once', async () => {
  const orders = await Promise.all([placedOrder(), placedOrder()]);
  for (const order of orders) await paidAtProviderOnly(order.orderId);
  // Make the orders look quiet for a minute, as after a crash and a restart.
  await server.app.database.db
    .updateTable('orders')
    .set({ updated_at: new Date(Date.now() - 120_000).toISOString() })
    .where(
      'id',
      'in',
      orders.map((order) => order.orderId),
    )
    .execute();
  // Two more instances on the same database, each reconciling as it starts.
  const instances = await Promise.all([
    buildApp(server.config, { logger: false }),
    buildApp(server.config, { logger: false }),
  ]);
  try {
    await Promise.all(instances.map((instance) => instance.ready()));
    // round() joins the round already running since start.
    await Promise.all(instances.map((instance) => instance.reconciler.round()));
    for (const order of orders) {
      expect((await storedOrder(server, order.orderId))!.status).toBe('Food Processing');
      expect(await orderEvents(server, order.orderId)).toEqual([
        'Awaiting payment',
        'Food Processing',
      ]);
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
  }
});

/** Expires the order's test checkout and makes the order look untouched for two minutes. */
async function expiredAndQuiet(target: TestServer, orderId: string): Promise<void> {
  const { db } = target.app.database;
  await db
    .updateTable('test_checkout_sessions')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('order_id', '=', orderId)
    .execute();
  await db
    .updateTable('orders')
    .set({ updated_at: new Date(Date.now() - 120_000).toISOString() })
    .where('id', '=', orderId)
    .execute();
}

/** Waits, asking nothing of the reconciler, until the order has this status (or the time is up). */
async function statusWithin(target: TestServer, orderId: string, status: string, ms: number) {
  const deadline = Date.now() + ms;
  let current = (await storedOrder(target, orderId))?.status;
  while (current !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    current = (await storedOrder(target, orderId))?.status;
  }
  return current;
}

describe('nobody asks: the server settles expired checkouts by itself', () => {
  test('as it starts', async () => {
    const order = await placedOrder();
    await expiredAndQuiet(server, order.orderId);
    const starting = await buildApp(server.config, { logger: false });
    try {
      await starting.ready();
      expect(await statusWithin(server, order.orderId, 'Payment failed', 10_000)).toBe(
        'Payment failed',
      );
    } finally {
      await starting.close();
    }
    expect(await orderEvents(server, order.orderId)).toEqual([
      'Awaiting payment',
      'Payment failed',
    ]);
  });

  test('and every RECONCILE_INTERVAL_SECONDS while it runs', async () => {
    const running = await startTestServer({ RECONCILE_INTERVAL_SECONDS: '5' });
    try {
      const shopper = await createShopper(running);
      const there = client(running.url);
      const order = await placeOrderFor(there, shopper, [[(await getMenu(there))[0]!, 1]]);
      // Placed after the start's round: only a later round can settle it.
      await expiredAndQuiet(running, order.orderId);
      expect(await statusWithin(running, order.orderId, 'Payment failed', 15_000)).toBe(
        'Payment failed',
      );
      expect(await orderEvents(running, order.orderId)).toEqual([
        'Awaiting payment',
        'Payment failed',
      ]);
    } finally {
      await running.close();
    }
  });
});

describe('with Stripe', () => {
  let shop: StripeShop;
  beforeAll(async () => {
    shop = await startStripeShop();
  });
  afterAll(() => shop.close());

  test('a session paid at Stripe whose webhook never came is fulfilled, once', async () => {
    const order = await placeStripeOrder(shop);
    shop.stripe.pay(order.sessionId);
    await shop.server.app.reconciler.round(later());
    expect(await shop.statusOf(order.orderId)).toEqual({ status: 'Food Processing', paid: true });
    await shop.server.app.reconciler.round(later());
    expect(await orderEvents(shop.server, order.orderId)).toEqual([
      'Awaiting payment',
      'Food Processing',
    ]);
  });

  test('a session Stripe expired becomes Payment failed', async () => {
    const order = await placeStripeOrder(shop);
    shop.stripe.expire(order.sessionId);
    await shop.server.app.reconciler.round(later());
    expect(await shop.statusOf(order.orderId)).toEqual({ status: 'Payment failed', paid: false });
  });

  test('an open session past its expiry time is expired at Stripe, then failed', async () => {
    const order = await placeStripeOrder(shop);
    const afterExpiry = new Date(Date.now() + 2 * 60 * 60_000);
    await shop.server.app.reconciler.round(afterExpiry);
    expect(shop.stripe.session(order.sessionId).status).toBe('expired');
    expect(await shop.statusOf(order.orderId)).toEqual({ status: 'Payment failed', paid: false });
  });
});
