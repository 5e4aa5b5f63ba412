/**
 * Holds on promo codes over real HTTP with the built-in test checkout
 * (docs/product.md#promo-codes): an account holds at most one use of a code at a time (its new
 * order takes the hold over and its earlier checkout is closed, so it cannot be paid at the
 * discounted price), holds end with their checkouts, and staff's list shows uses and holds apart.
 */
import type { PromoCode } from '../../contract/api';
import { PROMO_MESSAGES } from '../../contract/shop-messages';
import {
  client,
  createShopper,
  createStaff,
  expectRefusal,
  expectedAmount,
  getMenu,
  orderEvents,
  payOnTestCheckout,
  startTestServer,
  storedOrder,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { addPromo, payOrFail, placeWithCode, promoRow, redemptions } from '../test/promo-helpers';

let server: TestServer;
let call: Call;
let staff: Shopper;
/** Five different carts of one dish (1 to 5 of it). */
let carts: Lines[];
let codes = 0;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  const [dish] = await getMenu(call);
  carts = [1, 2, 3, 4, 5].map((quantity) => [[dish!, quantity]]);
});
afterAll(() => server.close());

/** A code of ₹20 off, with its own name. */
async function fixedCode(fields: Record<string, unknown> = {}): Promise<string> {
  codes += 1;
  const promo = await addPromo(call, staff, {
    code: `HOLD${codes}`,
    kind: 'fixed',
    value: 20,
    ...fields,
  });
  return promo.code;
}

const place = (shopper: Shopper, code: string, cart: Lines) =>
  placeWithCode(call, shopper, code, 20, cart);

const check = (code: string, headers: Record<string, string> = {}) =>
  call('POST', '/api/promo/check', { code, subtotal: expectedAmount(carts[0]!) - 50 }, headers);

async function listed(code: string): Promise<PromoCode | undefined> {
  const list = await call<{ data: PromoCode[] }>(
    'GET',
    '/api/kitchen/promos',
    undefined,
    staff.headers,
  );
  return list.body.data.find((promo) => promo.code === code);
}

/** Places all five carts with the code, one after the other; fails the test if one is refused. */
async function placeAll(shopper: Shopper, code: string) {
  const placed = [];
  for (const cart of carts) {
    const reply = await place(shopper, code, cart);
    expect(reply.status).toBe(201);
    placed.push({
      orderId: reply.body.orderId as string,
      sessionUrl: reply.body.session_url as string,
    });
  }
  return placed;
}

test("one account's five unpaid orders hold one use: its earlier checkouts are closed, and other shoppers can use the code", async () => {
  const code = await fixedCode({ maxUses: 5 });
  const hoarder = await createShopper(server);
  const placed = await placeAll(hoarder, code);
  const last = placed.at(-1)!;

  expect(await promoRow(server, code)).toMatchObject({ uses: 0, held: 1 });
  expect(await listed(code)).toMatchObject({ uses: 0, held: 1, maxUses: 5 });
  for (const earlier of placed.slice(0, -1)) {
    expect((await storedOrder(server, earlier.orderId))!.status).toBe('Payment failed');
    // The closed checkout cannot be paid at the discounted price.
    expect((await payOnTestCheckout(server, earlier.sessionUrl)).status).toBe(409);
  }
  expect(await orderEvents(server, placed[0]!.orderId)).toEqual([
    'Awaiting payment',
    'Payment failed',
  ]);
  const states = (await redemptions(server, code)).map((row) => row.state).sort();
  expect(states).toEqual(['held', 'released', 'released', 'released', 'released']);

  // Four more shoppers get the other four uses; a fifth finds it used up.
  const others = await Promise.all([1, 2, 3, 4, 5].map(() => createShopper(server)));
  expect((await check(code, others[0]!.headers)).status).toBe(200);
  for (const other of others.slice(0, 4))
    expect((await place(other, code, carts[0]!)).status).toBe(201);
  expectRefusal(await place(others[4]!, code, carts[0]!), 409, PROMO_MESSAGES.usedUp);

  await payOrFail(server, last.sessionUrl);
  expect(await listed(code)).toMatchObject({ uses: 1, held: 4 });
});

test("staff's list shows uses and holds apart, and so does the deactivate reply", async () => {
  const code = await fixedCode({ maxUses: 3 });
  const [payer, holder] = await Promise.all([createShopper(server), createShopper(server)]);
  const paid = await place(payer, code, carts[0]!);
  await payOrFail(server, paid.body.session_url as string);
  expect((await place(holder, code, carts[1]!)).status).toBe(201);
  expect(await listed(code)).toMatchObject({ uses: 1, held: 1 });

  const off = await call('POST', '/api/kitchen/promos/deactivate', { code }, staff.headers);
  expect(off.body.promo).toMatchObject({ active: false, uses: 1, held: 1 });
});

test('a checkout paid at the provider before its hold was taken over is fulfilled and counted; the code never goes past its uses', async () => {
  const code = await fixedCode({ maxUses: 1 });
  const shopper = await createShopper(server);
  const first = await place(shopper, code, carts[0]!);
  const firstId = first.body.orderId as string;
  // The money was taken, but the shop has not heard yet.
  await server.app.database.db
    .updateTable('test_checkout_sessions')
    .set({ status: 'paid' })
    .where('order_id', '=', firstId)
    .execute();

  expectRefusal(await place(shopper, code, carts[1]!), 409, PROMO_MESSAGES.usedUp);
  expect(await storedOrder(server, firstId)).toMatchObject({ paid: 1, status: 'Food Processing' });
  expect(await promoRow(server, code)).toMatchObject({ uses: 1, held: 0 });
});

test('a checkout still being created keeps its hold (the new order is refused); one left without a session is closed', async () => {
  const code = await fixedCode();
  const shopper = await createShopper(server);
  const first = await place(shopper, code, carts[0]!);
  const firstId = first.body.orderId as string;
  // As a concurrent placement leaves its order until its session is created.
  const withoutSession = (createdAt: string) =>
    server.app.database.db
      .updateTable('orders')
      .set({ session_id: null, session_url: null, session_expires_at: null, created_at: createdAt })
      .where('id', '=', firstId)
      .execute();
  await withoutSession(new Date().toISOString());
  expectRefusal(await place(shopper, code, carts[1]!), 409, PROMO_MESSAGES.heldAlready);
  expect(await promoRow(server, code)).toMatchObject({ held: 1 });

  await withoutSession(new Date(Date.now() - 60_000).toISOString());
  expect((await place(shopper, code, carts[1]!)).status).toBe(201);
  expect((await storedOrder(server, firstId))!.status).toBe('Payment failed');
  expect(await promoRow(server, code)).toMatchObject({ held: 1 });
});

test("the check call counts the account's own hold as free; placing takes it over", async () => {
  const code = await fixedCode({ maxUses: 1 });
  const once = await fixedCode({ oncePerAccount: true });
  const [holder, other] = await Promise.all([createShopper(server), createShopper(server)]);
  expect((await place(holder, code, carts[0]!)).status).toBe(201);
  expect((await place(holder, once, carts[0]!)).status).toBe(201);

  expect((await check(code, holder.headers)).status).toBe(200);
  expect((await check(once, holder.headers)).status).toBe(200);
  expectRefusal(await check(code, other.headers), 409, PROMO_MESSAGES.usedUp);
  expectRefusal(await check(code), 409, PROMO_MESSAGES.usedUp);

  const again = await place(holder, once, carts[1]!);
  expect(again.status).toBe(201);
  expect(await promoRow(server, once)).toMatchObject({ held: 1, uses: 0 });
  await payOrFail(server, again.body.session_url as string);
  expectRefusal(await check(once, holder.headers), 409, PROMO_MESSAGES.usedAlready);
  expectRefusal(await place(holder, once, carts[2]!), 409, PROMO_MESSAGES.usedAlready);
});

test('a hold ends with its checkout: past its expiry the reconciler closes it and the use is free', async () => {
  const code = await fixedCode({ maxUses: 1 });
  const [holder, waiting] = await Promise.all([createShopper(server), createShopper(server)]);
  const held = await place(holder, code, carts[0]!);
  expectRefusal(await place(waiting, code, carts[0]!), 409, PROMO_MESSAGES.usedUp);
  await server.app.database.db
    .updateTable('test_checkout_sessions')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('order_id', '=', held.body.orderId as string)
    .execute();
  await server.app.reconciler.round(new Date(Date.now() + 61_000));
  expect(await listed(code)).toMatchObject({ uses: 0, held: 0 });
  expect((await place(waiting, code, carts[0]!)).status).toBe(201);
});
