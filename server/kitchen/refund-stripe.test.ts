/**
 * Cancelling a paid order refunds it through Stripe's SDK, over real HTTP to the Stripe stand-in:
 * the session's PaymentIntent, with the idempotency key refund-<orderId>, so a retry after a
 * failed refund (or two at once) refunds once.
 */
import type { KitchenOrder, Order } from '../../contract/api';
import { ROLES } from '../../contract/rules';
import { createShopper, expectRefusal, type Shopper } from '../test/helpers';
import { placeOrder, startStripeShop, type StripeShop } from '../test/stripe-stand-in';
import { UserRepository } from '../users/repository';

let shop: StripeShop;
let staff: Shopper;

beforeAll(async () => {
  shop = await startStripeShop();
  staff = await createShopper(shop.server, 'Kitchen Staff');
  await new UserRepository(shop.server.app.database.db).setRole(staff.email, ROLES.staff);
});
afterAll(() => shop.close());

/** A shopper places an order, pays it on Stripe and comes back: the order is paid. */
async function paidOrder() {
  const placed = await placeOrder(shop);
  const session = shop.stripe.pay(placed.sessionId);
  const verified = await shop.call(
    'POST',
    '/api/order/verify',
    { orderId: placed.orderId, success: 'true' },
    placed.shopper.headers,
  );
  expect(verified.body).toMatchObject({ success: true });
  return { ...placed, paymentIntent: session.payment_intent as string };
}

const cancel = (orderId: string, reason = 'Out of paneer') =>
  shop.call<{ success: true; message: string; order: KitchenOrder }>(
    'POST',
    '/api/kitchen/cancel',
    { orderId, reason },
    staff.headers,
  );

const refundsOf = (paymentIntent: string) =>
  shop.stripe.refunds.filter((refund) => refund.payment_intent === paymentIntent);

const refundRequests = (orderId: string) =>
  shop.stripe
    .requestsTo('POST', /^\/v1\/refunds$/)
    .filter((request) => request.body.metadata?.order_id === orderId);

async function shopperView(orderId: string, headers: Record<string, string>): Promise<Order> {
  const reply = await shop.call<{ data: Order[] }>(
    'POST',
    '/api/order/userorders',
    undefined,
    headers,
  );
  return reply.body.data.find((order) => order._id === orderId)!;
}

test("cancelling refunds the session's payment once, with the order's idempotency key", async () => {
  const order = await paidOrder();
  const reply = await cancel(order.orderId);
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({
    success: true,
    message: 'Order cancelled and refunded.',
    order: { _id: order.orderId, status: 'Cancelled', refunded: true },
  });

  const [refund, ...more] = refundsOf(order.paymentIntent);
  expect(more).toEqual([]);
  expect(refund).toMatchObject({
    amount: order.amount * 100,
    currency: 'inr',
    idempotencyKey: `refund-${order.orderId}`,
  });
  expect(refundRequests(order.orderId)[0]!.headers['idempotency-key']).toBe(
    `refund-${order.orderId}`,
  );
  const stored = await shop.orders.find(order.orderId);
  expect(stored).toMatchObject({ status: 'Cancelled', refundId: refund!.id, paid: true });
  expect(await shop.orders.events(order.orderId)).toEqual(
    expect.arrayContaining([
      { status: 'Cancelled', reason: 'Out of paneer', actorId: staff.userId },
      { status: 'Cancelled', reason: `refunded ${refund!.id}`, actorId: staff.userId },
    ]),
  );

  const seen = await shopperView(order.orderId, order.shopper.headers);
  expect(seen).toMatchObject({ status: 'Cancelled', refunded: true });
  expect(seen.timeline.map((step) => step.status)).toEqual(['Food Processing', 'Cancelled']);
});

test('a failed refund is 502 and leaves the order Cancelled; cancelling again refunds it once', async () => {
  const order = await paidOrder();
  // Both attempts of the SDK (it retries once) fail.
  shop.stripe.failRefunds = 2;
  const failed = await cancel(order.orderId);
  expectRefusal(failed, 502, /refund did not go through/);
  expect(shop.stripe.failRefunds).toBe(0);
  expect(refundsOf(order.paymentIntent)).toEqual([]);
  expect(await shop.orders.find(order.orderId)).toMatchObject({
    status: 'Cancelled',
    refundId: null,
  });
  const seen = await shopperView(order.orderId, order.shopper.headers);
  expect(seen).toMatchObject({ status: 'Cancelled', refunded: false });

  // Two staff press again at once: the refund is retried, with the same key, and happens once.
  const [first, second] = await Promise.all([cancel(order.orderId), cancel(order.orderId)]);
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(refundsOf(order.paymentIntent)).toHaveLength(1);
  const keys = new Set(refundRequests(order.orderId).map((r) => r.headers['idempotency-key']));
  expect([...keys]).toEqual([`refund-${order.orderId}`]);
  const events = await shop.orders.events(order.orderId);
  // One Cancelled for the cancel (its reason), one for the refund: no second cancel, no second refund.
  expect(events.filter((event) => event.status === 'Cancelled')).toEqual([
    { status: 'Cancelled', reason: 'Out of paneer', actorId: staff.userId },
    {
      status: 'Cancelled',
      reason: `refunded ${refundsOf(order.paymentIntent)[0]!.id}`,
      actorId: staff.userId,
    },
  ]);
  expect((await shopperView(order.orderId, order.shopper.headers)).refunded).toBe(true);

  // Refunded now: a further cancel is refused and sends nothing to Stripe.
  const requestsBefore = refundRequests(order.orderId).length;
  expectRefusal(await cancel(order.orderId), 409, /^Only paid orders/);
  expect(refundRequests(order.orderId)).toHaveLength(requestsBefore);
});
