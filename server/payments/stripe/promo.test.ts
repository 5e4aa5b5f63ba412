/**
 * A promo code's discount through Stripe Checkout (against the stand-in): a one-off coupon of the
 * discount, made once per order, taken off the session's total; the order is paid when Stripe
 * charged exactly the discounted total, and only then is the code's use counted. An account's
 * new order with the code closes its earlier session at Stripe before taking the hold over.
 */
import { PROMO_MESSAGES } from '../../../contract/shop-messages';
import { createStaff, expectRefusal, SAMPLE_ADDRESS } from '../../test/helpers';
import {
  fillCart,
  startStripeShop,
  type FilledCart,
  type StripeShop,
} from '../../test/stripe-stand-in';

let shop: StripeShop;

beforeAll(async () => {
  shop = await startStripeShop();
  const staff = await createStaff(shop.server);
  const added = await shop.call(
    'POST',
    '/api/kitchen/promos/add',
    { code: 'FEAST75', kind: 'fixed', value: 75, maxUses: 5 },
    staff.headers,
  );
  expect(added.status).toBe(201);
});
afterAll(() => shop.close());

/** Places the cart with FEAST75, as /PlaceOrder sends it (₹75 off the amount). */
const placeWithCode = (cart: FilledCart) =>
  shop.call(
    'POST',
    '/api/order/place',
    {
      userId: cart.shopper.userId,
      address: SAMPLE_ADDRESS,
      items: cart.dishes,
      amount: cart.amount - 75,
      promoCode: 'feast75',
    },
    cart.shopper.headers,
  );

const usesOf = () =>
  shop.server.app.database.db
    .selectFrom('promo_codes')
    .select(['uses', 'held'])
    .where('code', '=', 'FEAST75')
    .executeTakeFirstOrThrow();

test('the session carries a one-off ₹75 coupon and charges the discounted total; paid, the order keeps code and discount', async () => {
  const cart = await fillCart(shop);
  const amount = cart.amount - 75;
  const reply = await placeWithCode(cart);
  expect(reply.status).toBe(201);
  const orderId = reply.body.orderId as string;

  const [couponRequest] = shop.stripe.requestsTo('POST', /^\/v1\/coupons$/);
  expect(couponRequest!.body).toEqual({
    amount_off: '7500',
    currency: 'inr',
    duration: 'once',
    max_redemptions: '1',
    name: 'FEAST75',
    metadata: { order_id: orderId },
  });
  expect(couponRequest!.headers['idempotency-key']).toBe(`coupon-${orderId}`);
  const [coupon] = [...shop.stripe.coupons.values()];
  const [sessionRequest] = shop.stripe.requestsTo('POST', /^\/v1\/checkout\/sessions$/);
  expect(sessionRequest!.body.discounts).toEqual([{ coupon: coupon!.id }]);

  const order = await shop.orders.find(orderId);
  expect(order).toMatchObject({ amount, promoCode: 'FEAST75', discount: 75 });
  const session = shop.stripe.session(order!.sessionId!);
  expect(session.amount_total).toBe(amount * 100);
  expect(session.amount_subtotal).toBe(cart.amount * 100);
  expect(await usesOf()).toMatchObject({ uses: 0, held: 1 });

  shop.stripe.pay(session.id);
  const verified = await shop.call(
    'POST',
    '/api/order/verify',
    { orderId, success: 'true' },
    cart.shopper.headers,
  );
  expect(verified.body).toEqual({ success: true, message: 'Payment verified' });
  expect(await shop.statusOf(orderId)).toEqual({ status: 'Food Processing', paid: true });
  expect(await usesOf()).toMatchObject({ uses: 1, held: 0 });
});

test('a session that charged the undiscounted total does not pay the order (amounts compared)', async () => {
  const cart = await fillCart(shop);
  const reply = await placeWithCode(cart);
  expect(reply.status).toBe(201);
  const order = await shop.orders.find(reply.body.orderId as string);
  shop.stripe.pay(order!.sessionId!, { amount_total: cart.amount * 100 });
  const verified = await shop.call(
    'POST',
    '/api/order/verify',
    { orderId: order!.id },
    cart.shopper.headers,
  );
  expect(verified.body.success).toBe(false);
  expect((await shop.statusOf(order!.id)).paid).toBe(false);
});

test("one held use per account: the account's earlier session is expired at Stripe and its order fails; a session still being paid keeps its hold", async () => {
  const cart = await fillCart(shop);
  /** The cart with its first dish `extra` more times: another cart, so another order. */
  const another = (extra: number): FilledCart => ({
    ...cart,
    dishes: cart.dishes.map((dish, index) =>
      index === 0 ? { ...dish, quantity: dish.quantity + extra } : dish,
    ),
    amount: cart.amount + extra * cart.dishes[0]!.price * 10,
  });
  const placed = async (extra: number) => {
    const reply = await placeWithCode(another(extra));
    expect(reply.status).toBe(201);
    return (await shop.orders.find(reply.body.orderId as string))!;
  };
  const before = await usesOf();
  const first = await placed(0);
  const second = await placed(1);

  expect(shop.stripe.session(first.sessionId!).status).toBe('expired');
  expect(await shop.statusOf(first.id)).toEqual({ status: 'Payment failed', paid: false });
  expect(await usesOf()).toEqual({ uses: before.uses, held: before.held + 1 });

  // Completed with a delayed payment method: the money may still come, so the hold stays.
  shop.stripe.completeUnpaid(second.sessionId!);
  expectRefusal(await placeWithCode(another(2)), 409, PROMO_MESSAGES.heldAlready);
  expect(await shop.statusOf(second.id)).toEqual({ status: 'Awaiting payment', paid: false });
  expect(await usesOf()).toEqual({ uses: before.uses, held: before.held + 1 });
});
