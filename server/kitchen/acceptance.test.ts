/**
 * Accepting a new paid order with a time, rejecting it, and a shopper cancelling their own order
 * while it is still 'New' (docs/product.md#the-order-board): the rules, two presses at once, and
 * the email the shopper then gets (the real SMTP server of the tests).
 */
import { ACCEPTANCE_MESSAGES } from '../../contract/acceptance';
import type { KitchenOrder, Order } from '../../contract/api';
import { KITCHEN_MESSAGES } from '../../contract/messages';
import { orderNumber } from '../../contract/rules';
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
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';

let smtp: TestSmtpServer;
let server: TestServer;
let call: Call;
let lines: Lines;
let staff: Shopper;
let shopper: Shopper;

type OrderReply = { success: true; message: string; order: KitchenOrder };

async function paidOrder(who = shopper): Promise<string> {
  const placed = await placeOrderFor(call, who, lines);
  const paid = await payOnTestCheckout(server, placed.sessionUrl);
  if (paid.status !== 303) throw new Error(`paying failed: ${paid.status} ${paid.html}`);
  return placed.orderId;
}

const accept = (orderId: string, minutes: unknown = 20, headers = staff.headers) =>
  call<OrderReply>('POST', '/api/kitchen/accept', { orderId, minutes }, headers);

const reject = (orderId: string, reason: string) =>
  call<OrderReply>('POST', '/api/kitchen/cancel', { orderId, reason }, staff.headers);

const shopperCancel = (orderId: string, who = shopper) =>
  call<{ success: true; message: string; order: Order }>(
    'POST',
    '/api/order/cancel',
    { orderId },
    who.headers,
  );

const advance = (orderId: string, to: string) =>
  call<OrderReply>('POST', '/api/kitchen/advance', { orderId, to }, staff.headers);

async function boardOrder(orderId: string): Promise<KitchenOrder | undefined> {
  const reply = await call<{ data: KitchenOrder[] }>(
    'GET',
    '/api/kitchen/orders',
    undefined,
    staff.headers,
  );
  return reply.body.data.find((order) => order._id === orderId);
}

async function shopperOrder(orderId: string, who = shopper): Promise<Order> {
  const reply = await call<{ data: Order[] }>(
    'POST',
    '/api/order/userorders',
    undefined,
    who.headers,
  );
  return reply.body.data.find((one) => one._id === orderId)!;
}

/** The email about `orderId` that is not its receipt, once it arrived. */
async function cancellationEmail(orderId: string) {
  const number = orderNumber(orderId);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.received.find(
      (one) => one.subject?.includes(number) && !one.subject.includes('receipt'),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no cancellation email for ${number}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Tomato <orders@tomato.test>' });
  call = client(server.url);
  const menu = await getMenu(call);
  const byName = (name: string) => menu.find((dish) => dish.name === name)!;
  lines = [
    [byName('Greek Salad'), 2],
    [byName('Veg Rolls'), 2],
  ];
  [staff, shopper] = await Promise.all([createStaff(server), createShopper(server)]);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('accepting a new order', () => {
  test("a paid order is 'New' until accepted; accepting records when and who", async () => {
    const orderId = await paidOrder();
    expect((await boardOrder(orderId))?.acceptedAt).toBeUndefined();
    const reply = await accept(orderId, 20);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(ACCEPTANCE_MESSAGES.accepted);
    expect(reply.body.order.status).toBe('Food Processing');
    expect(reply.body.order.acceptedAt).toEqual(expect.any(String));
    expect((await shopperOrder(orderId)).acceptedAt).toBe(reply.body.order.acceptedAt);
    const row = await server.app.database.db
      .selectFrom('orders')
      .select(['accepted_by', 'status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ accepted_by: staff.userId, status: 'Food Processing' });
    const events = await server.app.database.db
      .selectFrom('order_events')
      .select(['status', 'reason', 'actor_id'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toEqual({
      status: 'Food Processing',
      reason: 'accepted: ready in 20 min',
      actor_id: staff.userId,
    });
  });

  test('the promised time: acceptance + the minutes + the delivery minutes; a chosen time stays', async () => {
    const asap = await paidOrder();
    const { acceptedAt } = (await accept(asap, 15)).body.order;
    const dueOf = async (orderId: string) =>
      (
        await server.app.database.db
          .selectFrom('orders')
          .select('due_at')
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).due_at;
    // A delivery: 15 minutes to cook, and the shop's 25 (the default) to the door.
    expect(Date.parse((await dueOf(asap))!) - Date.parse(acceptedAt!)).toBe(40 * 60_000);

    const later = await paidOrder();
    const slot = '2026-11-25T14:30:00.000Z';
    await server.app.database.db
      .updateTable('orders')
      .set({ released_at: '2026-11-25T14:00:00.000Z', due_at: slot })
      .where('id', '=', later)
      .execute();
    expect((await accept(later, 30)).status).toBe(200);
    expect(await dueOf(later)).toBe(slot);
  });

  test('only the offered times are accepted, and only by staff', async () => {
    const orderId = await paidOrder();
    for (const minutes of [0, 12, 46, -5])
      expectRefusal(await accept(orderId, minutes), 400, ACCEPTANCE_MESSAGES.badMinutes);
    for (const minutes of [2.5, 'soon']) expectRefusal(await accept(orderId, minutes), 400);
    expectRefusal(await accept(orderId, 20, shopper.headers), 403, KITCHEN_MESSAGES.staffOnly);
    expectRefusal(await accept('no-such-order'), 404);
    expect((await boardOrder(orderId))?.acceptedAt).toBeUndefined();
  });

  test('two staff accepting at once: one wins, the other is told', async () => {
    const orderId = await paidOrder();
    const replies = await Promise.all([accept(orderId, 10), accept(orderId, 45)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const loser = replies.find((reply) => reply.status === 409)!;
    expectRefusal(loser, 409, ACCEPTANCE_MESSAGES.alreadyAccepted);
    const accepted = await server.app.database.db
      .selectFrom('order_events')
      .select('reason')
      .where('order_id', '=', orderId)
      .where('reason', 'like', 'accepted%')
      .execute();
    expect(accepted).toHaveLength(1);
  });

  test('an order the shopper cancelled cannot be accepted', async () => {
    const orderId = await paidOrder();
    expect((await shopperCancel(orderId)).status).toBe(200);
    expectRefusal(await accept(orderId), 409, ACCEPTANCE_MESSAGES.notNew);
  });

  test('a shopper cancelling and staff accepting at once: exactly one of them happens', async () => {
    const orderId = await paidOrder();
    const [cancelled, accepted] = await Promise.all([shopperCancel(orderId), accept(orderId)]);
    expect([cancelled.status, accepted.status].sort()).toEqual([200, 409]);
    const order = await shopperOrder(orderId);
    if (cancelled.status === 200) {
      expect(order).toMatchObject({ status: 'Cancelled', refunded: true });
      expect(order.acceptedAt).toBeUndefined();
    } else {
      expect(order.status).toBe('Food Processing');
      expect(order.acceptedAt).toEqual(expect.any(String));
    }
  });
});

describe('a shopper cancelling their own order', () => {
  test('while it is New: cancelled, refunded at once, and gone from the board', async () => {
    const orderId = await paidOrder();
    const reply = await shopperCancel(orderId);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(ACCEPTANCE_MESSAGES.shopperCancelled);
    expect(reply.body.order).toMatchObject({
      status: 'Cancelled',
      refunded: true,
      cancelledBy: 'shopper',
    });
    expect(reply.body.order.cancelReason).toBeUndefined();
    expect(await boardOrder(orderId)).toBeUndefined();
    // Again: nothing to cancel, and it is never refunded twice.
    expectRefusal(await shopperCancel(orderId), 409, ACCEPTANCE_MESSAGES.cannotCancel);
  });

  test('after acceptance the server refuses with a sentence', async () => {
    const orderId = await paidOrder();
    expect((await accept(orderId)).status).toBe(200);
    expectRefusal(await shopperCancel(orderId), 409, ACCEPTANCE_MESSAGES.tooLateToCancel);
    expect((await shopperOrder(orderId)).status).toBe('Food Processing');
    expect((await advance(orderId, 'Out for delivery')).status).toBe(200);
    expectRefusal(await shopperCancel(orderId), 409, ACCEPTANCE_MESSAGES.tooLateToCancel);
  });

  test("another shopper's order is not found, and an unpaid one cannot be cancelled", async () => {
    const orderId = await paidOrder();
    const other = await createShopper(server, 'Meera Iyer');
    expectRefusal(await shopperCancel(orderId, other), 404);
    expect((await shopperOrder(orderId)).status).toBe('Food Processing');
    const unpaid = await placeOrderFor(call, other, lines);
    expectRefusal(
      await shopperCancel(unpaid.orderId, other),
      409,
      ACCEPTANCE_MESSAGES.cannotCancel,
    );
    expectRefusal(await call('POST', '/api/order/cancel', { orderId }, {}), 401);
  });
});

describe('the email of a cancelled order', () => {
  test('rejected by the restaurant: the reason and the refund; /MyOrders has the reason', async () => {
    const orderId = await paidOrder();
    const reason = 'Out of feta <today> & "tomorrow"';
    expect((await reject(orderId, reason)).status).toBe(200);
    const mail = await cancellationEmail(orderId);
    const number = orderNumber(orderId);
    expect(mail.to).toMatchObject({ text: SAMPLE_ADDRESS.email });
    expect(mail.subject).toBe(`Order ${number} is cancelled and refunded`);
    expect(mail.text).toContain(`We are sorry: the restaurant cancelled order ${number}.`);
    expect(mail.text).toContain(`Reason: ${reason}`);
    const { amount } = await shopperOrder(orderId);
    expect(mail.text).toContain(`Refunded: ₹${amount.toLocaleString('en-IN')} goes back`);
    expect(mail.html).toContain('Reason: Out of feta &lt;today&gt; &amp; &quot;tomorrow&quot;');
    expect(mail.html).not.toContain('<today>');
    expect(await shopperOrder(orderId)).toMatchObject({
      status: 'Cancelled',
      refunded: true,
      cancelledBy: 'restaurant',
      cancelReason: reason,
    });
  });

  test('cancelled by the shopper: says so, with the refund, and no reason', async () => {
    const orderId = await paidOrder();
    expect((await shopperCancel(orderId)).status).toBe(200);
    const mail = await cancellationEmail(orderId);
    expect(mail.text).toContain(
      `You cancelled order ${orderNumber(orderId)} before the restaurant accepted it.`,
    );
    expect(mail.text).toContain('Refunded: ₹');
    expect(mail.text).not.toContain('Reason:');
  });

  test('one email per cancelled order, whatever the retries', async () => {
    const orderId = await paidOrder();
    expect((await reject(orderId, 'Closing early')).status).toBe(200);
    await cancellationEmail(orderId);
    expectRefusal(await reject(orderId, 'Closing early'), 409);
    const rows = await server.app.database.db
      .selectFrom('email_outbox')
      .select('kind')
      .where('order_id', '=', orderId)
      .execute();
    expect(rows.map((row) => row.kind).sort()).toEqual(['cancelled', 'receipt']);
  });
});
