/**
 * Stripe Checkout as the shop's payment provider, over real HTTP: the shop's API on one side, a
 * local stand-in for Stripe's API on the other (the real SDK talks to it).
 */
import type Stripe from 'stripe';
import { ORDER_STATUS } from '../../../contract/rules';
import { ORDER_MESSAGES } from '../../../contract/messages';
import { SAMPLE_ADDRESS } from '../../test/helpers';
import {
  TEST_PUBLIC_URL,
  fillCart,
  place,
  placeOrder,
  startStripeShop,
  type StripeShop,
} from '../../test/stripe-stand-in';
import { PROVIDER_UNAVAILABLE, statusFromSession } from './provider';

let shop: StripeShop;

beforeAll(async () => {
  shop = await startStripeShop();
});
afterAll(() => shop.close());

async function processingEvents(orderId: string): Promise<number> {
  const events = await shop.orders.events(orderId);
  return events.filter((event) => event.status === ORDER_STATUS.processing).length;
}

function verify(orderId: string, headers: Record<string, string>, success = 'true') {
  return shop.call('POST', '/api/order/verify', { orderId, success }, headers);
}

test('health names Stripe as the payment provider', async () => {
  const reply = await shop.call('GET', '/api/health');
  expect(reply.body).toMatchObject({ success: true, payments: 'stripe' });
});

test('placing an order opens a Checkout Session priced from the menu, in rupees', async () => {
  const before = Math.floor(Date.now() / 1000);
  const placed = await placeOrder(shop);
  expect(placed.reply.status).toBe(201);
  expect(placed.reply.body).toMatchObject({ success: true, orderId: placed.orderId });

  const session = shop.stripe.session(placed.sessionId);
  expect(placed.sessionUrl).toBe(session.url);
  expect(placed.sessionUrl.startsWith(`${shop.stripe.url}/c/pay/cs_test_`)).toBe(true);

  const creates = shop.stripe.requestsTo('POST', /^\/v1\/checkout\/sessions$/);
  const sent = creates.find((r) => r.body.metadata?.order_id === placed.orderId);
  expect(sent).toBeDefined();
  const { body, headers } = sent!;
  expect(headers['idempotency-key']).toBe(`checkout-session-${placed.orderId}`);
  expect(body).toMatchObject({
    mode: 'payment',
    currency: 'inr',
    client_reference_id: placed.orderId,
    metadata: { order_id: placed.orderId },
    customer_email: SAMPLE_ADDRESS.email,
    success_url: `${TEST_PUBLIC_URL}/verify?success=true&orderId=${placed.orderId}`,
    cancel_url: `${TEST_PUBLIC_URL}/verify?success=false&orderId=${placed.orderId}`,
  });
  // Form values arrive as text, as Stripe receives them.
  expect(body.line_items).toEqual([
    ...placed.dishes.map((dish) => ({
      quantity: String(dish.quantity),
      price_data: {
        currency: 'inr',
        product_data: { name: dish.name },
        unit_amount: String(dish.price * 10 * 100),
      },
    })),
    {
      quantity: '1',
      price_data: { currency: 'inr', product_data: { name: 'Delivery fee' }, unit_amount: '5000' },
    },
  ]);
  expect(session.amount_total).toBe(placed.amount * 100);

  const expiresAt = Number(body.expires_at);
  expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60);
  expect(expiresAt).toBeLessThanOrEqual(before + 33 * 60);
  const order = await shop.orders.find(placed.orderId);
  expect(order?.sessionExpiresAt?.getTime()).toBe(expiresAt * 1000);
  expect(order?.status).toBe(ORDER_STATUS.awaitingPayment);
});

test('verify while unpaid: not completed, the order fails, the session is expired at Stripe, the cart stays', async () => {
  const placed = await placeOrder(shop);
  const cartBefore = await shop.cartOf(placed.shopper.headers);

  const reply = await verify(placed.orderId, placed.shopper.headers, 'false');
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ success: false, message: ORDER_MESSAGES.notCompleted });

  expect(await shop.statusOf(placed.orderId)).toEqual({
    status: ORDER_STATUS.paymentFailed,
    paid: false,
  });
  expect(
    shop.stripe.requestsTo(
      'POST',
      new RegExp(`^/v1/checkout/sessions/${placed.sessionId}/expire$`),
    ),
  ).toHaveLength(1);
  expect(shop.stripe.session(placed.sessionId).status).toBe('expired');
  expect(await shop.cartOf(placed.shopper.headers)).toEqual(cartBefore);
});

test('a success=true in the query string alone does not make an order paid', async () => {
  const placed = await placeOrder(shop);
  const reply = await verify(placed.orderId, placed.shopper.headers, 'true');
  expect(reply.body).toEqual({ success: false, message: ORDER_MESSAGES.notCompleted });
  expect((await shop.statusOf(placed.orderId)).paid).toBe(false);
});

test('verify after paying on Stripe: verified, the kitchen gets it, the cart is emptied', async () => {
  const placed = await placeOrder(shop);
  shop.stripe.pay(placed.sessionId);

  const reply = await verify(placed.orderId, placed.shopper.headers);
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ success: true, message: ORDER_MESSAGES.verified });
  expect(await shop.statusOf(placed.orderId)).toEqual({
    status: ORDER_STATUS.processing,
    paid: true,
  });
  expect(await shop.cartOf(placed.shopper.headers)).toEqual({});

  // Verifying again changes nothing.
  expect((await verify(placed.orderId, placed.shopper.headers)).body).toEqual({
    success: true,
    message: ORDER_MESSAGES.verified,
  });
  expect(await processingEvents(placed.orderId)).toBe(1);

  const orders = await shop.call(
    'POST',
    '/api/order/userorders',
    undefined,
    placed.shopper.headers,
  );
  expect(orders.body.data).toEqual([
    expect.objectContaining({
      _id: placed.orderId,
      amount: placed.amount,
      status: ORDER_STATUS.processing,
      payment: true,
    }),
  ]);
});

test.each([
  ['a different amount', (amount: number) => ({ amount_total: amount * 100 - 100 })],
  ['another currency', (amount: number) => ({ amount_total: amount * 100, currency: 'usd' })],
])('a payment of %s than the order is not accepted', async (_label, changes) => {
  const placed = await placeOrder(shop);
  shop.stripe.pay(placed.sessionId, changes(placed.amount));

  const reply = await verify(placed.orderId, placed.shopper.headers);
  expect(reply.body).toEqual({ success: false, message: ORDER_MESSAGES.notCompleted });
  const after = await shop.statusOf(placed.orderId);
  expect(after.paid).toBe(false);
  expect(after.status).not.toBe(ORDER_STATUS.processing);
  expect(await processingEvents(placed.orderId)).toBe(0);
  expect(await shop.cartOf(placed.shopper.headers)).not.toEqual({});
});

test('paid between the status check and the expiry: Stripe refuses to expire it and verify sees the payment', async () => {
  const placed = await placeOrder(shop);
  const expirePath = `/v1/checkout/sessions/${placed.sessionId}/expire`;
  shop.stripe.beforeAnswer = (request) => {
    if (request.path === expirePath) shop.stripe.pay(placed.sessionId);
  };
  try {
    const reply = await verify(placed.orderId, placed.shopper.headers);
    expect(reply.body).toEqual({ success: true, message: ORDER_MESSAGES.verified });
  } finally {
    shop.stripe.beforeAnswer = undefined;
  }
  expect(shop.stripe.requestsTo('POST', new RegExp(`^${expirePath}$`))).toHaveLength(1);
  expect(await shop.statusOf(placed.orderId)).toEqual({
    status: ORDER_STATUS.processing,
    paid: true,
  });
});

test('a session Stripe already expired: verify marks the order failed', async () => {
  const placed = await placeOrder(shop);
  shop.stripe.expire(placed.sessionId);
  const reply = await verify(placed.orderId, placed.shopper.headers);
  expect(reply.body).toEqual({ success: false, message: ORDER_MESSAGES.notCompleted });
  expect((await shop.statusOf(placed.orderId)).status).toBe(ORDER_STATUS.paymentFailed);
});

test('Stripe failing to create the session: 502 with a message, the order kept as failed', async () => {
  const cart = await fillCart(shop);
  const createsBefore = shop.stripe.requestsTo('POST', /^\/v1\/checkout\/sessions$/).length;

  shop.stripe.failCreates = 2; // the first attempt and the SDK's one retry
  const placed = await place(shop, cart);
  shop.stripe.failCreates = 0;
  expect(placed.reply.status).toBe(502);
  expect(placed.reply.body).toEqual({
    success: false,
    message: ORDER_MESSAGES.paymentUnavailable,
  });

  // The retry carried the same idempotency key, so Stripe could never open two sessions.
  const attempts = shop.stripe
    .requestsTo('POST', /^\/v1\/checkout\/sessions$/)
    .slice(createsBefore);
  expect(attempts).toHaveLength(2);
  expect(new Set(attempts.map((a) => a.headers['idempotency-key'])).size).toBe(1);

  const orders = await shop.call('POST', '/api/order/userorders', undefined, cart.shopper.headers);
  expect(orders.body.data).toEqual([
    expect.objectContaining({ status: ORDER_STATUS.paymentFailed, payment: false }),
  ]);
  const orderId = orders.body.data[0]._id as string;
  expect(attempts[0]!.body.metadata.order_id).toBe(orderId);
  expect((await shop.orders.find(orderId))?.sessionId).toBeNull();
  expect(await shop.cartOf(cart.shopper.headers)).not.toEqual({});
});

test('Stripe unreachable while verifying: 502 with a message, the order unchanged', async () => {
  const placed = await placeOrder(shop);
  shop.stripe.failRetrieves = 2;
  const reply = await verify(placed.orderId, placed.shopper.headers);
  shop.stripe.failRetrieves = 0;
  expect(reply.status).toBe(502);
  expect(reply.body).toEqual({ success: false, message: PROVIDER_UNAVAILABLE });
  expect(await shop.statusOf(placed.orderId)).toEqual({
    status: ORDER_STATUS.awaitingPayment,
    paid: false,
  });
});

describe('statusFromSession', () => {
  const session = (fields: Partial<Stripe.Checkout.Session>) =>
    ({
      id: 'cs_test_x',
      amount_total: 27050,
      currency: 'inr',
      metadata: { order_id: 'order-1' },
      client_reference_id: 'order-1',
      ...fields,
    }) as Stripe.Checkout.Session;

  test.each([
    ['open', 'unpaid', 'open'],
    ['complete', 'paid', 'paid'],
    ['complete', 'no_payment_required', 'paid'],
    ['complete', 'unpaid', 'pending'],
    ['expired', 'unpaid', 'expired'],
  ] as const)('status %s, payment_status %s -> %s', (status, paymentStatus, state) => {
    expect(statusFromSession(session({ status, payment_status: paymentStatus }))).toEqual({
      state,
      amount: 270.5,
      currency: 'inr',
      orderId: 'order-1',
    });
  });

  test('falls back to client_reference_id for the order id', () => {
    expect(
      statusFromSession(session({ status: 'open', payment_status: 'unpaid', metadata: {} }))
        .orderId,
    ).toBe('order-1');
  });
});
