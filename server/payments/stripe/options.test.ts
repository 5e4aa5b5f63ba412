/**
 * Dish options through Stripe Checkout (against the stand-in): each line item carries the line's
 * choices and note in its description and is priced with its options; a promo code's discount
 * and the refund of a cancelled order work on the option-inclusive subtotal.
 */
import { createStaff, SAMPLE_ADDRESS, signUp } from '../../test/helpers';
import { PIZZA_GROUPS, lineOf, setOptionGroups } from '../../test/dish-options';
import { startStripeShop, type StripeShop } from '../../test/stripe-stand-in';

let shop: StripeShop;
let pizza: { _id: string; name: string; price: number };
let salad: { _id: string; name: string; price: number };
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  shop = await startStripeShop();
  const menu = (await shop.call('GET', '/api/food/list')).body.data as Array<typeof pizza>;
  pizza = menu.find((dish) => dish.name === 'Veg Noodles')!;
  salad = menu.find((dish) => dish.name === 'Greek Salad')!;
  await setOptionGroups(shop.server, pizza._id, PIZZA_GROUPS);
  const staff = await createStaff(shop.server);
  staffHeaders = staff.headers;
  const added = await shop.call(
    'POST',
    '/api/kitchen/promos/add',
    { code: 'TENOFF', kind: 'percent', value: 10 },
    staff.headers,
  );
  expect(added.status).toBe(201);
});
afterAll(() => shop.close());

test('line items describe the choices and are priced with them; the discount and the refund cover them', async () => {
  const shopper = await signUp(shop.call);
  const line = lineOf(pizza._id, ['large', 'cheese'], 'cut in 8');
  const pizzaRupees = pizza.price * 10 + 150 + 30;
  const subtotal = pizzaRupees * 2 + salad.price * 10;
  const discount = Math.floor(subtotal / 10);
  const reply = await shop.call(
    'POST',
    '/api/order/place',
    {
      address: SAMPLE_ADDRESS,
      items: [
        { _id: pizza._id, price: pizza.price, quantity: 2, line },
        { _id: salad._id, price: salad.price, quantity: 1 },
      ],
      amount: subtotal - discount + 50,
      promoCode: 'TENOFF',
    },
    shopper.headers,
  );
  expect(reply.status).toBe(201);
  const orderId = reply.body.orderId as string;

  const sent = shop.stripe
    .requestsTo('POST', /^\/v1\/checkout\/sessions$/)
    .find((request) => request.body.metadata?.order_id === orderId)!;
  expect(sent.body.line_items).toEqual([
    {
      quantity: '2',
      price_data: {
        currency: 'inr',
        product_data: { name: pizza.name, description: 'Large · Extra cheese — "cut in 8"' },
        unit_amount: String(pizzaRupees * 100),
      },
    },
    {
      quantity: '1',
      price_data: {
        currency: 'inr',
        product_data: { name: salad.name },
        unit_amount: String(salad.price * 1000),
      },
    },
    {
      quantity: '1',
      price_data: { currency: 'inr', product_data: { name: 'Delivery fee' }, unit_amount: '5000' },
    },
  ]);
  const [coupon] = shop.stripe
    .requestsTo('POST', /^\/v1\/coupons$/)
    .filter((request) => request.body.metadata?.order_id === orderId);
  expect(coupon!.body.amount_off).toBe(String(discount * 100));

  const order = await shop.orders.find(orderId);
  const session = shop.stripe.pay(order!.sessionId!);
  expect(session.amount_total).toBe((subtotal - discount + 50) * 100);
  const verified = await shop.call(
    'POST',
    '/api/order/verify',
    { orderId, success: 'true' },
    shopper.headers,
  );
  expect(verified.body).toMatchObject({ success: true });
  const cancelled = await shop.call(
    'POST',
    '/api/kitchen/cancel',
    { orderId, reason: 'Out of cheese' },
    staffHeaders,
  );
  expect(cancelled.status).toBe(200);
  const refund = shop.stripe.refunds.find((r) => r.payment_intent === session.payment_intent);
  expect(refund?.amount).toBe((subtotal - discount + 50) * 100);
});
