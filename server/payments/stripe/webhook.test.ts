/**
 * POST /api/payments/stripe/webhook over real HTTP, with events signed as Stripe signs them
 * (the SDK's own test signer) and sessions from the local stand-in for Stripe's API.
 */
import { ORDER_STATUS } from '../../../contract/rules';
import { OrderRepository } from '../../orders/repository';
import { ORDER_MESSAGES } from '../../../contract/messages';
import { client, startTestServer } from '../../test/helpers';
import {
  deliver,
  placeOrder,
  sessionEvent,
  signPayload,
  startStripeShop,
  type StripeShop,
} from '../../test/stripe-stand-in';
import { WEBHOOK_MESSAGES } from './webhook';

let shop: StripeShop;

beforeAll(async () => {
  shop = await startStripeShop();
});
afterAll(() => shop.close());

async function eventsTo(orderId: string, status: string): Promise<number> {
  return (await shop.orders.events(orderId)).filter((event) => event.status === status).length;
}

async function recorded(eventId: string) {
  return shop.server.app.database.db
    .selectFrom('payment_events')
    .selectAll()
    .where('event_id', '=', eventId)
    .execute();
}

const RECEIVED = { success: true, received: true };

test('checkout.session.completed, signed: the order is paid once and the cart emptied', async () => {
  const placed = await placeOrder(shop);
  const event = sessionEvent('checkout.session.completed', shop.stripe.pay(placed.sessionId));

  const reply = await deliver(shop, event);
  expect(reply).toEqual({ status: 200, body: RECEIVED });
  expect(await shop.statusOf(placed.orderId)).toEqual({
    status: ORDER_STATUS.processing,
    paid: true,
  });
  expect(await shop.cartOf(placed.shopper.headers)).toEqual({});
  expect(await eventsTo(placed.orderId, ORDER_STATUS.processing)).toBe(1);
  expect(await recorded(event.id)).toEqual([
    expect.objectContaining({ event_id: event.id, type: 'checkout.session.completed' }),
  ]);

  // The shopper's return afterwards finds it paid.
  const verify = await shop.call(
    'POST',
    '/api/order/verify',
    { orderId: placed.orderId, success: 'true' },
    placed.shopper.headers,
  );
  expect(verify.body).toEqual({ success: true, message: ORDER_MESSAGES.verified });
});

test('the same event delivered twice changes the order once', async () => {
  const placed = await placeOrder(shop);
  const event = sessionEvent('checkout.session.completed', shop.stripe.pay(placed.sessionId));

  expect((await deliver(shop, event)).status).toBe(200);
  const again = await deliver(shop, event);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ ...RECEIVED, message: 'This event was already handled.' });

  expect(await eventsTo(placed.orderId, ORDER_STATUS.processing)).toBe(1);
  expect(await recorded(event.id)).toHaveLength(1);
});

test('20 concurrent verifies, the webhook and its redeliveries change the order once', async () => {
  const placed = await placeOrder(shop);
  const event = sessionEvent('checkout.session.completed', shop.stripe.pay(placed.sessionId));

  const verifies = Array.from({ length: 20 }, () =>
    shop.call(
      'POST',
      '/api/order/verify',
      { orderId: placed.orderId, success: 'true' },
      placed.shopper.headers,
    ),
  );
  const deliveries = Array.from({ length: 3 }, () => deliver(shop, event));
  const [verified, delivered] = await Promise.all([Promise.all(verifies), Promise.all(deliveries)]);

  for (const reply of verified)
    expect(reply.body).toEqual({ success: true, message: ORDER_MESSAGES.verified });
  for (const reply of delivered) expect(reply.status).toBe(200);
  expect(await eventsTo(placed.orderId, ORDER_STATUS.processing)).toBe(1);
  expect(await shop.statusOf(placed.orderId)).toEqual({
    status: ORDER_STATUS.processing,
    paid: true,
  });
  expect(await shop.cartOf(placed.shopper.headers)).toEqual({});
  expect(await recorded(event.id)).toHaveLength(1);
});

describe('a delivery without a good signature is refused with 400 and changes nothing', () => {
  const staleSignature = () => `t=${Math.floor(Date.now() / 1000) - 3600},v1=${'0'.repeat(64)}`;

  test.each([
    ['signed with another secret', { secret: 'whsec_someoneelse' }, WEBHOOK_MESSAGES.badSignature],
    ['with no signature header', { signature: null }, WEBHOOK_MESSAGES.noSignature],
    ['with a malformed signature header', { signature: 'nonsense' }, WEBHOOK_MESSAGES.badSignature],
    ['with a stale signature', { signature: staleSignature() }, WEBHOOK_MESSAGES.badSignature],
  ])('%s', async (_label, options: { secret?: string; signature?: string | null }, message) => {
    const placed = await placeOrder(shop);
    const event = sessionEvent('checkout.session.completed', shop.stripe.pay(placed.sessionId));

    const reply = await deliver(shop, event, options);
    expect(reply).toEqual({ status: 400, body: { success: false, message } });
    expect(await shop.statusOf(placed.orderId)).toEqual({
      status: ORDER_STATUS.awaitingPayment,
      paid: false,
    });
    expect(await recorded(event.id)).toEqual([]);
  });

  test('a body changed after signing', async () => {
    const placed = await placeOrder(shop);
    const genuine = sessionEvent('checkout.session.expired', shop.stripe.pay(placed.sessionId));
    const forged = JSON.stringify({ ...genuine, type: 'checkout.session.completed' });

    const reply = await deliver(shop, forged, { signature: signPayload(JSON.stringify(genuine)) });
    expect(reply).toEqual({
      status: 400,
      body: { success: false, message: WEBHOOK_MESSAGES.badSignature },
    });
    expect(await shop.statusOf(placed.orderId)).toEqual({
      status: ORDER_STATUS.awaitingPayment,
      paid: false,
    });
    expect(await recorded(genuine.id)).toEqual([]);
  });

  test.each([['this is not json'], ['null'], ['{"id": 42}']])(
    'a signed body that is not an event: %s',
    async (payload) => {
      const reply = await deliver(shop, payload);
      expect(reply).toEqual({
        status: 400,
        body: { success: false, message: WEBHOOK_MESSAGES.notAnEvent },
      });
    },
  );
});

test('checkout.session.expired: the order fails and the cart stays', async () => {
  const placed = await placeOrder(shop);
  const cart = await shop.cartOf(placed.shopper.headers);
  const event = sessionEvent('checkout.session.expired', shop.stripe.expire(placed.sessionId));

  expect(await deliver(shop, event)).toEqual({ status: 200, body: RECEIVED });
  expect(await shop.statusOf(placed.orderId)).toEqual({
    status: ORDER_STATUS.paymentFailed,
    paid: false,
  });
  expect(await shop.cartOf(placed.shopper.headers)).toEqual(cart);
  expect(await recorded(event.id)).toHaveLength(1);
});

test('a delayed payment: completed but unpaid waits; async_payment_failed fails the order', async () => {
  const placed = await placeOrder(shop);
  const session = shop.stripe.completeUnpaid(placed.sessionId);

  await deliver(shop, sessionEvent('checkout.session.completed', session));
  expect(await shop.statusOf(placed.orderId)).toEqual({
    status: ORDER_STATUS.awaitingPayment,
    paid: false,
  });

  const failed = sessionEvent('checkout.session.async_payment_failed', session);
  expect(await deliver(shop, failed)).toEqual({ status: 200, body: RECEIVED });
  expect(await shop.statusOf(placed.orderId)).toEqual({
    status: ORDER_STATUS.paymentFailed,
    paid: false,
  });
});

test('a delayed payment that arrives: async_payment_succeeded pays the order', async () => {
  const placed = await placeOrder(shop);
  await deliver(
    shop,
    sessionEvent('checkout.session.completed', shop.stripe.completeUnpaid(placed.sessionId)),
  );
  const succeeded = sessionEvent(
    'checkout.session.async_payment_succeeded',
    shop.stripe.pay(placed.sessionId),
  );
  expect(await deliver(shop, succeeded)).toEqual({ status: 200, body: RECEIVED });
  expect(await shop.statusOf(placed.orderId)).toEqual({
    status: ORDER_STATUS.processing,
    paid: true,
  });
});

test('a paid session for a different amount does not pay the order', async () => {
  const placed = await placeOrder(shop);
  const session = shop.stripe.pay(placed.sessionId, { amount_total: 100 });
  expect((await deliver(shop, sessionEvent('checkout.session.completed', session))).status).toBe(
    200,
  );
  expect((await shop.statusOf(placed.orderId)).paid).toBe(false);
});

test('the order is found by its session when the metadata is missing', async () => {
  const placed = await placeOrder(shop);
  const session = { ...shop.stripe.pay(placed.sessionId), metadata: {}, client_reference_id: null };
  await deliver(shop, sessionEvent('checkout.session.completed', session));
  expect(await shop.statusOf(placed.orderId)).toEqual({
    status: ORDER_STATUS.processing,
    paid: true,
  });
});

test('an event for an unknown order is acknowledged and changes nothing', async () => {
  const event = sessionEvent('checkout.session.completed', {
    id: 'cs_test_notours',
    object: 'checkout.session',
    amount_total: 5000,
    currency: 'inr',
    metadata: { order_id: 'not-an-order-of-ours' },
    payment_status: 'paid',
    status: 'complete',
  });
  expect(await deliver(shop, event)).toEqual({ status: 200, body: RECEIVED });
});

test('other event types are acknowledged and ignored', async () => {
  const event = {
    ...sessionEvent('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' }),
  };
  expect(await deliver(shop, event)).toEqual({ status: 200, body: RECEIVED });
  expect(await recorded(event.id)).toEqual([]);
});

test('a failure while handling leaves the event unrecorded, so Stripe retries it', async () => {
  const placed = await placeOrder(shop);
  const event = sessionEvent('checkout.session.expired', shop.stripe.expire(placed.sessionId));
  const markFailed = jest
    .spyOn(OrderRepository.prototype, 'markFailed')
    .mockRejectedValueOnce(new Error('the database went away'));
  try {
    const reply = await deliver(shop, event);
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ success: false });
  } finally {
    markFailed.mockRestore();
  }
  expect(await recorded(event.id)).toEqual([]);
  expect((await shop.statusOf(placed.orderId)).status).toBe(ORDER_STATUS.awaitingPayment);

  // Stripe's retry.
  expect(await deliver(shop, event)).toEqual({ status: 200, body: RECEIVED });
  expect((await shop.statusOf(placed.orderId)).status).toBe(ORDER_STATUS.paymentFailed);
  expect(await recorded(event.id)).toHaveLength(1);
});

test('an oversized body is refused with 413 and a message', async () => {
  const reply = await deliver(shop, 'x'.repeat(600 * 1024), { signature: 't=1,v1=00' });
  expect(reply).toEqual({
    status: 413,
    body: { success: false, message: WEBHOOK_MESSAGES.tooLarge },
  });
});

test('the JSON API beside the webhook still parses JSON bodies', async () => {
  const reply = await shop.call('POST', '/api/order/verify', '{"orderId": ');
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
});

test('with the built-in test checkout there is no Stripe webhook', async () => {
  const server = await startTestServer();
  try {
    const reply = await client(server.url)('POST', '/api/payments/stripe/webhook', {});
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false });
  } finally {
    await server.close();
  }
});

describe('without STRIPE_WEBHOOK_SECRET', () => {
  let bare: StripeShop;
  beforeAll(async () => {
    bare = await startStripeShop({});
  });
  afterAll(() => bare.close());

  test('the webhook answers 503 saying webhooks are not configured', async () => {
    const placed = await placeOrder(bare);
    const event = sessionEvent('checkout.session.completed', bare.stripe.pay(placed.sessionId));
    const reply = await deliver(bare, event);
    expect(reply).toEqual({
      status: 503,
      body: { success: false, message: WEBHOOK_MESSAGES.notConfigured },
    });
    expect((await bare.orders.find(placed.orderId))?.paid).toBe(false);
  });
});
