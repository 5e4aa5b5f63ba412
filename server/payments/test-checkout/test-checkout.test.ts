/**
 * The built-in test checkout: GET /pay/:id shows the order and a card form; POST pays with the
 * test card and sends the browser back to PUBLIC_URL/verify, or shows why not. The store here has
 * its own PUBLIC_URL, as behind a proxy: the pages are fetched where the app listens.
 */
import { sql } from 'kysely';
import type { FoodItem } from '../../../contract/api';
import {
  CARDS,
  client,
  createShopper,
  futureExpiry,
  getMenu,
  orderEvents,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  storedOrder,
  type Call,
  type PlacedOrder,
  type TestServer,
} from '../../test/helpers';

const PUBLIC_URL = 'https://shop.example.test';

let server: TestServer;
let call: Call;
let greekSalad: FoodItem, chickenRolls: FoodItem;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL });
  call = client(server.url);
  const menu = await getMenu(call);
  greekSalad = menu.find((dish) => dish.name === 'Greek Salad')!;
  chickenRolls = menu.find((dish) => dish.name === 'Chicken Rolls')!;
});
afterAll(() => server.close());

async function newOrder(): Promise<PlacedOrder> {
  const shopper = await createShopper(server);
  // Greek Salad 12 x 10 x 2 = 240, Chicken Rolls 20 x 10 x 10 = 2,000, delivery 50.
  return placeOrderFor(call, shopper, [
    [greekSalad, 2],
    [chickenRolls, 10],
  ]);
}

async function page(
  sessionUrl: string,
): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${server.url}${new URL(sessionUrl).pathname}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const unescape = (value: string) => value.replaceAll('&amp;', '&');

test('the session URL is on PUBLIC_URL', async () => {
  const order = await newOrder();
  expect(order.sessionUrl).toMatch(/^https:\/\/shop\.example\.test\/pay\/cs_test_[\w-]+$/);
  expect(order.amount).toBe(2290);
});

test('the page shows the lines and the total in rupees, a labelled card form and Cancel', async () => {
  const order = await newOrder();
  const { status, html, headers } = await page(order.sessionUrl);
  expect(status).toBe(200);
  expect(headers.get('content-type')).toMatch(/^text\/html/);
  expect(headers.get('cache-control')).toBe('no-store');

  expect(html).toMatch(/Greek Salad &times; 2<\/td><td>₹240</);
  expect(html).toMatch(/Chicken Rolls &times; 10<\/td><td>₹2,000</);
  expect(html).toMatch(/Delivery fee<\/td><td>₹50</);
  expect(html).toMatch(/Total<\/td><td>₹2,290</);

  for (const [id, label] of [
    ['number', 'Card number'],
    ['expiry', 'Expiry (MM/YY)'],
    ['cvc', 'CVC'],
  ]) {
    expect(html).toContain(`<label for="${id}">${label}</label>`);
    expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
  }
  expect(html).toMatch(/<button type="submit">Pay ₹2,290<\/button>/);

  const cancel = /<a class="cancel" href="([^"]+)">Cancel<\/a>/.exec(html);
  expect(cancel).not.toBeNull();
  expect(unescape(cancel![1]!)).toBe(`${PUBLIC_URL}/verify?success=false&orderId=${order.orderId}`);
});

test('the test card pays: 303 to PUBLIC_URL/verify?success=true&orderId=...', async () => {
  const order = await newOrder();
  const paid = await payOnTestCheckout(server, order.sessionUrl, { number: CARDS.pays });
  expect(paid.status).toBe(303);
  expect(paid.location).toBe(`${PUBLIC_URL}/verify?success=true&orderId=${order.orderId}`);

  const row = await storedOrder(server, order.orderId);
  expect(row!.status).toBe('Food Processing');
  expect(Number(row!.paid)).toBe(1);
  const verified = await call('POST', '/api/order/verify', {
    success: 'true',
    orderId: order.orderId,
  });
  expect(verified.body).toEqual({ success: true, message: 'Payment verified' });

  // The page now says so, and paying again changes nothing.
  expect((await page(order.sessionUrl)).html).toContain('This order is already paid.');
  const again = await payOnTestCheckout(server, order.sessionUrl);
  expect(again.status).toBe(409);
  expect(await orderEvents(server, order.orderId)).toEqual(['Awaiting payment', 'Food Processing']);
});

test('the declined card shows a message, keeps the page and leaves the order unpaid', async () => {
  const order = await newOrder();
  const declined = await payOnTestCheckout(server, order.sessionUrl, { number: CARDS.declined });
  expect(declined.status).toBeGreaterThanOrEqual(400);
  expect(declined.status).toBeLessThan(500);
  expect(declined.location).toBeNull();
  expect(declined.html).toContain('Your card was declined.');
  expect(declined.html).toContain('Pay ₹2,290');
  expect(declined.html).toMatch(
    /id="number"[^>]*value="4000 0000 0000 0002"[^>]*aria-invalid="true"/,
  );

  const row = await storedOrder(server, order.orderId);
  expect(row!.status).toBe('Awaiting payment');
  expect(Number(row!.paid)).toBe(0);
  const verified = await call('POST', '/api/order/verify', {
    success: 'true',
    orderId: order.orderId,
  });
  expect(verified.body).toEqual({ success: false, message: 'Payment not completed' });
});

test('after a decline the shopper may still pay with the test card', async () => {
  const order = await newOrder();
  await payOnTestCheckout(server, order.sessionUrl, { number: CARDS.declined });
  const paid = await payOnTestCheckout(server, order.sessionUrl);
  expect(paid.status).toBe(303);
  expect((await storedOrder(server, order.orderId))!.status).toBe('Food Processing');
});

test.each([
  [
    'a card number that fails the Luhn check',
    { number: '4242 4242 4242 4241' },
    'card number is invalid',
  ],
  ['an unknown card', { number: '5555 5555 5555 4444' }, 'takes the test card'],
  ['an expiry in the past', { expiry: '01/20' }, 'expiry date is in the past'],
  ['a malformed expiry', { expiry: '13/30' }, 'expiry date is incomplete'],
  ['a missing CVC', { cvc: '' }, 'security code is incomplete'],
])('%s is refused on the page', async (_label, card, message) => {
  const order = await newOrder();
  const reply = await payOnTestCheckout(server, order.sessionUrl, card);
  expect(reply.status).toBe(402);
  expect(reply.html).toContain(message);
  expect((await storedOrder(server, order.orderId))!.paid).toBe(0);
});

test('a session past its 30 minutes is expired: not payable, and verify fails the order', async () => {
  const order = await newOrder();
  const session = await server.app.database.db
    .selectFrom('test_checkout_sessions')
    .select(['expires_at', 'created_at'])
    .where('order_id', '=', order.orderId)
    .executeTakeFirstOrThrow();
  const lifetime = Date.parse(session.expires_at) - Date.parse(session.created_at);
  expect(Math.round(lifetime / 60_000)).toBe(30);

  await server.app.database.db
    .updateTable('test_checkout_sessions')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('order_id', '=', order.orderId)
    .execute();

  const shown = await page(order.sessionUrl);
  expect(shown.html).toContain('This checkout session has expired.');
  expect(shown.html).not.toContain('Card number');

  const paid = await payOnTestCheckout(server, order.sessionUrl, {
    number: CARDS.pays,
    expiry: futureExpiry(),
  });
  expect(paid.status).toBe(409);
  expect(paid.location).toBeNull();

  const verified = await call('POST', '/api/order/verify', {
    success: 'true',
    orderId: order.orderId,
  });
  expect(verified.body).toEqual({ success: false, message: 'Payment not completed' });
  const row = await storedOrder(server, order.orderId);
  expect(row!.status).toBe('Payment failed');
  expect(Number(row!.paid)).toBe(0);
});

test('an unknown session is not found, and a malformed id is refused', async () => {
  const unknown = await fetch(`${server.url}/pay/cs_test_doesnotexist`);
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('Checkout session not found.');
  const paid = await payOnTestCheckout(server, `${PUBLIC_URL}/pay/cs_test_doesnotexist`);
  expect(paid.status).toBe(404);

  const malformed = await call('GET', "/pay/' OR 1=1 --");
  expect(malformed.status).toBeGreaterThanOrEqual(400);
  expect(malformed.status).toBeLessThan(500);
});

describe('one transaction for one payment', () => {
  const dialect = () => server.app.database.dialect;

  /** Makes the database refuse to mark any order paid, as a crash mid-payment would stop it. */
  async function refuseOrderPayments(): Promise<() => Promise<void>> {
    const db = server.app.database.db;
    if (dialect() === 'sqlite') {
      await sql`CREATE TRIGGER refuse_paid BEFORE UPDATE OF paid ON orders WHEN NEW.paid = 1
        BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`.execute(db);
      return async () => void (await sql`DROP TRIGGER refuse_paid`.execute(db));
    }
    await sql`CREATE FUNCTION refuse_paid() RETURNS trigger AS $$
        BEGIN IF NEW.paid = 1 THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END
        $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER refuse_paid BEFORE UPDATE ON orders
        FOR EACH ROW EXECUTE FUNCTION refuse_paid()`.execute(db);
    return async () => {
      await sql`DROP TRIGGER refuse_paid ON orders`.execute(db);
      await sql`DROP FUNCTION refuse_paid()`.execute(db);
    };
  }

  test('a payment whose order cannot change leaves the session unpaid too', async () => {
    const shopper = await createShopper(server);
    const order = await placeOrderFor(call, shopper, [[greekSalad, 1]]);
    const allow = await refuseOrderPayments();
    try {
      const failed = await payOnTestCheckout(server, order.sessionUrl);
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      await allow();
    }
    const session = await server.app.database.db
      .selectFrom('test_checkout_sessions')
      .select('status')
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('open');
    expect((await storedOrder(server, order.orderId))!.status).toBe('Awaiting payment');
    // Nothing was taken: the shopper pays again, and it goes through once.
    expect((await payOnTestCheckout(server, order.sessionUrl)).status).toBe(303);
    expect(await orderEvents(server, order.orderId)).toEqual([
      'Awaiting payment',
      'Food Processing',
    ]);
  });
});
