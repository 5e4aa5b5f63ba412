/**
 * The live streams over the real HTTP server: tickets (single use, a minute, the kitchen's for
 * staff only), what each stream carries (a shopper's own orders; paid orders for the kitchen),
 * Last-Event-ID replay (and the queries it takes), heartbeats and shutdown. Orders are paid
 * through the test checkout.
 */
import { createHash } from 'node:crypto';
import type { KyselyPlugin } from 'kysely';
import type { FoodItem } from '../../contract/api';
import { ACCOUNT_MESSAGES, KITCHEN_MESSAGES } from '../../contract/messages';
import { OrderRepository } from '../orders/repository';
import {
  awayFromWindowEnd,
  client,
  createShopper,
  makeStaff,
  expectRefusal,
  getMenu,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { openSse, SseStream, type Refused } from '../test/sse-client';
import { ReplayRepository } from './replay-repository';

let server: TestServer;
let call: Call;
let dish: FoodItem;
const opened: SseStream[] = [];

beforeAll(async () => {
  server = await startTestServer({ SSE_HEARTBEAT_SECONDS: '1' });
  call = client(server.url);
  dish = (await getMenu(call))[0]!;
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => server.close());

async function ticketFor(shopper: Shopper, stream: 'orders' | 'kitchen') {
  return call<{ success: true; ticket: string; url: string }>(
    'POST',
    '/api/stream/ticket',
    { stream },
    shopper.headers,
  );
}

/** Opens the shopper's stream (a new ticket); fails the test unless it opens. */
async function streamOf(
  shopper: Shopper,
  stream: 'orders' | 'kitchen',
  headers: Record<string, string> = {},
  query = '',
): Promise<SseStream> {
  const ticket = await ticketFor(shopper, stream);
  expect(ticket.status).toBe(200);
  const opening = await openSse(`${server.url}${ticket.body.url}${query}`, headers);
  if (!(opening instanceof SseStream))
    throw new Error(`the stream did not open: ${JSON.stringify(opening.body)}`);
  opened.push(opening);
  return opening;
}

async function placeAndPay(shopper: Shopper): Promise<string> {
  const placed = await placeOrderFor(call, shopper, [[dish, 1]]);
  expect((await payOnTestCheckout(server, placed.sessionUrl)).status).toBe(303);
  return placed.orderId;
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Moves a ticket's expiry into the past, as a minute passing would. */
async function expire(ticket: string): Promise<void> {
  await server.app.database.db
    .updateTable('stream_tickets')
    .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
    .where('id', '=', hashOf(ticket))
    .execute();
}

const eventIdsOf = async (orderId: string) =>
  (
    await server.app.database.db
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute()
  ).map((row) => Number(row.id));

describe('tickets', () => {
  test('a ticket opens its stream once; the reply names the stream with the ticket', async () => {
    const shopper = await createShopper(server);
    const ticket = await ticketFor(shopper, 'orders');
    expect(ticket.status).toBe(200);
    expect(ticket.body).toEqual({
      success: true,
      ticket: expect.stringMatching(/^[\w-]{43}$/),
      url: `/api/order/stream?ticket=${ticket.body.ticket}`,
    });
    // Only its hash is stored.
    const rows = await server.app.database.db
      .selectFrom('stream_tickets')
      .selectAll()
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        id: hashOf(ticket.body.ticket),
        stream: 'orders',
      }),
    ]);

    const first = await openSse(`${server.url}${ticket.body.url}`);
    expect(first).toBeInstanceOf(SseStream);
    opened.push(first as SseStream);
    const again = (await openSse(`${server.url}${ticket.body.url}`)) as Refused;
    expect(again.status).toBe(401);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toEqual({ success: false, message: KITCHEN_MESSAGES.badTicket });
  });

  test('an expired ticket, an unknown one and one for the other stream are refused', async () => {
    const shopper = await createShopper(server);
    const expired = await ticketFor(shopper, 'orders');
    await expire(expired.body.ticket);
    const other = await ticketFor(shopper, 'orders');
    for (const url of [
      expired.body.url,
      '/api/order/stream?ticket=not-a-ticket',
      `/api/kitchen/stream?ticket=${other.body.ticket}`,
    ]) {
      const refused = (await openSse(`${server.url}${url}`)) as Refused;
      expect([url, refused.status, refused.body]).toEqual([
        url,
        401,
        { success: false, message: KITCHEN_MESSAGES.badTicket },
      ]);
    }
    expectRefusal(await call('GET', '/api/order/stream'), 400);
  });

  test('a ticket needs a current token, and the kitchen’s needs staff', async () => {
    const shopper = await createShopper(server);
    expectRefusal(await call('POST', '/api/stream/ticket', { stream: 'orders' }), 401);
    expectRefusal(await ticketFor(shopper, 'kitchen'), 403, KITCHEN_MESSAGES.staffOnly);
    expectRefusal(
      await call('POST', '/api/stream/ticket', { stream: 'everything' }, shopper.headers),
      400,
    );

    // The role is read again when the kitchen stream opens.
    await makeStaff(server, shopper);
    const ticket = await ticketFor(shopper, 'kitchen');
    expect(ticket.status).toBe(200);
    await server.app.database.db
      .updateTable('users')
      .set({ role: 'shopper' })
      .where('id', '=', shopper.userId)
      .execute();
    const refused = (await openSse(`${server.url}${ticket.body.url}`)) as Refused;
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: KITCHEN_MESSAGES.staffOnly });
  });

  test('an account may take 60 tickets a minute', async () => {
    const shopper = await createShopper(server);
    await awayFromWindowEnd(60, 10);
    for (let i = 0; i < 60; i += 1) expect((await ticketFor(shopper, 'orders')).status).toBe(200);
    const refused = await ticketFor(shopper, 'orders');
    expectRefusal(refused, 429, ACCOUNT_MESSAGES.tooManyAttempts);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not held up.
    expect((await ticketFor(await createShopper(server), 'orders')).status).toBe(200);
  });

  test('expired tickets are swept', async () => {
    const shopper = await createShopper(server);
    const [old, fresh] = [await ticketFor(shopper, 'orders'), await ticketFor(shopper, 'orders')];
    await expire(old.body.ticket);
    await server.app.streamTickets.purgeExpired();
    const left = await server.app.database.db
      .selectFrom('stream_tickets')
      .select('id')
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(left).toEqual([{ id: hashOf(fresh.body.ticket) }]);
  });
});

describe('what the streams carry', () => {
  test('a paid order reaches the kitchen and its shopper, never another shopper', async () => {
    const [owner, other, cook] = await Promise.all([
      createShopper(server),
      createShopper(server),
      createShopper(server),
    ]);
    await makeStaff(server, cook);
    const [ownerStream, otherStream, kitchen] = await Promise.all([
      streamOf(owner, 'orders'),
      streamOf(other, 'orders'),
      streamOf(cook, 'kitchen'),
    ]);
    expect(ownerStream.headers).toMatchObject({
      'content-type': expect.stringMatching(/^text\/event-stream/),
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      // The app's security headers stay.
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.any(String),
    });

    const orderId = await placeAndPay(owner);
    const [placedId, paidId] = await eventIdsOf(orderId);
    const paid = await ownerStream.waitForOrder(
      orderId,
      (order) => order.status === 'Food Processing',
    );
    expect(paid).toMatchObject({ id: String(paidId), event: 'order' });
    expect(JSON.parse(paid.data)).toMatchObject({
      _id: orderId,
      payment: true,
      number: expect.any(String),
      timeline: [{ status: 'Food Processing', at: expect.any(String) }],
    });
    // The shopper saw it placed too; the kitchen only once paid.
    expect(ownerStream.events.find((one) => one.event === 'order')).toMatchObject({
      id: String(placedId),
    });
    const onBoard = await kitchen.waitForOrder(orderId);
    expect(onBoard).toMatchObject({ id: String(paidId), event: 'order' });
    expect(JSON.parse(onBoard.data)).toEqual({
      _id: orderId,
      number: expect.any(String),
      lines: [{ name: dish.name, quantity: 1 }],
      amount: dish.price * 10 + 50,
      address: expect.objectContaining({ city: 'Bengaluru' }),
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
    expect(kitchen.orders().filter((order) => order._id === orderId)).toHaveLength(1);

    // The other shopper's stream carries their own order, and never the first.
    const theirs = await placeAndPay(other);
    await otherStream.waitForOrder(theirs, (order) => order.status === 'Food Processing');
    await kitchen.waitForOrder(theirs);
    expect(otherStream.orders().map((order) => order._id)).toEqual([theirs, theirs]);
    expect(ownerStream.orders().every((order) => order._id === orderId)).toBe(true);
  });

  test('a kitchen stream ends at the first change after its account loses the staff role', async () => {
    const [owner, cook] = await Promise.all([createShopper(server), createShopper(server)]);
    await makeStaff(server, cook);
    const kitchen = await streamOf(cook, 'kitchen');
    await server.app.database.db
      .updateTable('users')
      .set({ role: 'shopper' })
      .where('id', '=', cook.userId)
      .execute();
    const orderId = await placeAndPay(owner);
    await kitchen.waitFor((s) => s.ended, 5_000, 'the end of the stream');
    expect(kitchen.orders().map((order) => order._id)).not.toContain(orderId);
  });

  test('a cancelled order reaches the kitchen so the board can drop it', async () => {
    const [owner, cook] = await Promise.all([createShopper(server), createShopper(server)]);
    await makeStaff(server, cook);
    const kitchen = await streamOf(cook, 'kitchen');
    const orderId = await placeAndPay(owner);
    await kitchen.waitForOrder(orderId);
    const cancelled = await call(
      'POST',
      '/api/kitchen/cancel',
      { orderId, reason: 'Out of basil' },
      cook.headers,
    );
    expect(cancelled.status).toBe(200);
    await kitchen.waitForOrder(orderId, (order) => order.status === 'Cancelled');
  });

  test("a shopper's stream ends at the first change after its session is logged out", async () => {
    const owner = await createShopper(server);
    const stream = await streamOf(owner, 'orders');
    // The same account, signed in elsewhere: this session places and pays the next order.
    const login = await call('POST', '/api/user/login', {
      email: owner.email,
      password: owner.password,
    });
    const elsewhere = { ...owner, headers: { token: login.body.token as string } };
    expect((await call('POST', '/api/user/logout', {}, owner.headers)).status).toBe(200);
    const orderId = await placeAndPay(elsewhere);
    await stream.waitFor((s) => s.ended, 5_000, 'the end of the stream');
    expect(stream.orders().map((order) => order._id)).not.toContain(orderId);
  });

  test('a ticket whose session ended before it was used opens nothing', async () => {
    const owner = await createShopper(server);
    const ticket = await ticketFor(owner, 'orders');
    expect((await call('POST', '/api/user/logout', {}, owner.headers)).status).toBe(200);
    const opening = await openSse(`${server.url}${ticket.body.url}`);
    expect(opening).not.toBeInstanceOf(SseStream);
    expect((opening as Refused).status).toBe(401);
    expect((opening as Refused).body).toEqual({
      success: false,
      message: KITCHEN_MESSAGES.badTicket,
    });
  });
});

/** True when every replayed order is one of `own`, none twice, and each of `own` is there. */
function ownOnceEach(orders: ReadonlyArray<{ _id: string }>, own: readonly string[]): boolean {
  const ids = orders.map((order) => order._id);
  return (
    new Set(ids).size === ids.length &&
    own.every((id) => ids.includes(id)) &&
    ids.every((id) => own.includes(id))
  );
}

describe('Last-Event-ID', () => {
  test('a reconnecting shopper gets each order changed since, once, in its current state', async () => {
    const shopper = await createShopper(server);
    const first = await placeAndPay(shopper);
    const [, firstPaid] = await eventIdsOf(first);
    const second = await placeAndPay(shopper);
    const [, secondPaid] = await eventIdsOf(second);
    const someoneElse = await placeAndPay(await createShopper(server));
    expect(someoneElse).toBeDefined();

    // Missed everything after the first order was placed: both orders, as they are now.
    const [firstPlaced] = await eventIdsOf(first);
    const stream = await streamOf(shopper, 'orders', { 'last-event-id': String(firstPlaced) });
    await stream.waitFor((s) => s.orders().length >= 2, 5_000, 'two replayed events');
    expect(stream.orders()).toEqual([
      expect.objectContaining({
        _id: first,
        status: 'Food Processing',
        eventId: String(firstPaid),
      }),
      expect.objectContaining({
        _id: second,
        status: 'Food Processing',
        eventId: String(secondPaid),
      }),
    ]);

    // A page that reopens with a new ticket says where it was in the query.
    const later = await streamOf(shopper, 'orders', {}, `&lastEventId=${firstPaid}`);
    await later.waitForOrder(second);
    expect(ownOnceEach(later.orders(), [first, second])).toBe(true);

    // Up to date: the orders just before are repeated as they are; the next change arrives.
    const current = await streamOf(shopper, 'orders', { 'last-event-id': String(secondPaid) });
    const third = await placeAndPay(shopper);
    await current.waitForOrder(third, (order) => order.status === 'Food Processing');
    const ids = current.orders().map((order) => String(order._id));
    expect(ids.every((id) => [first, second, third].includes(id))).toBe(true);
  });

  test('a reconnect also repeats orders changed just before its Last-Event-ID (changes can commit out of id order)', async () => {
    const shopper = await createShopper(server);
    const earlier = await placeAndPay(shopper);
    const later = await placeAndPay(shopper);
    const [, laterPaid] = await eventIdsOf(later);
    // Event `laterPaid` reached the page, the payment of `earlier` (a lower id) had not: on a
    // database where the lower id committed last, the page has not seen it.
    const stream = await streamOf(shopper, 'orders', { 'last-event-id': String(laterPaid) });
    await stream.waitForOrder(earlier, (order) => order.status === 'Food Processing');
  });

  test('a reconnecting kitchen gets every order paid since', async () => {
    const cook = await createShopper(server);
    await makeStaff(server, cook);
    const before = await placeAndPay(await createShopper(server));
    const [, beforePaid] = await eventIdsOf(before);
    const unpaid = await placeOrderFor(call, await createShopper(server), [[dish, 1]]);
    const after = await placeAndPay(await createShopper(server));
    const kitchen = await streamOf(cook, 'kitchen', { 'last-event-id': String(beforePaid) });
    await kitchen.waitForOrder(after);
    expect(kitchen.orders().map((order) => order._id)).not.toContain(unpaid.orderId);
    const ids = kitchen.orders().map((order) => order._id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the replay (streams/replay-repository.ts)', () => {
  /** The store's database, with every query it runs counted (once, as its result comes back). */
  function counted() {
    const seen = { queries: 0 };
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => {
        seen.queries += 1;
        return Promise.resolve(result);
      },
    };
    return { db: server.app.database.db.withPlugin(counter), seen };
  }

  async function newestEvent(): Promise<number> {
    const row = await server.app.database.db
      .selectFrom('order_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    return Number(row.id ?? 0);
  }

  async function newestEventOf(orderId: string): Promise<number> {
    const row = await server.app.database.db
      .selectFrom('order_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  test("the replay reads a shopper's own orders, or the kitchen's paid ones, each with its newest event, in one query", async () => {
    const since = await newestEvent();
    const asha = await createShopper(server, 'Asha Verma');
    const ravi = await createShopper(server, 'Ravi Kumar');
    const ashaPaid = [await placeAndPay(asha), await placeAndPay(asha), await placeAndPay(asha)];
    const ashaUnpaid = (await placeOrderFor(call, asha, [[dish, 1]])).orderId;
    const raviPaid = await placeAndPay(ravi);

    const { db, seen } = counted();
    const replays = new ReplayRepository(db);

    const own = await replays.changedSince(since, { userId: asha.userId }, 500);
    expect(seen.queries).toBe(1);
    expect(own.map(({ order }) => order.id)).toEqual([...ashaPaid, ashaUnpaid]);
    for (const { order, eventId } of own) expect(eventId).toBe(await newestEventOf(order.id));

    seen.queries = 0;
    const kitchen = await replays.changedSince(since, 'kitchen', 500);
    expect(seen.queries).toBe(1);
    expect(kitchen.map(({ order }) => order.id)).toEqual([...ashaPaid, raviPaid]);
    expect(kitchen.every(({ order }) => order.paidAt !== null)).toBe(true);

    // The shopper's view of them all, progress included: one more query, not one per order.
    seen.queries = 0;
    const wire = await new OrderRepository(db, server.app.orderBus).wireOrders(
      own.map(({ order }) => order),
    );
    expect(seen.queries).toBe(1);
    expect(wire.map((order) => order._id)).toEqual([...ashaPaid, ashaUnpaid]);
    expect(wire[0]!.status).toBe('Food Processing');
  });

  test('the replay reads only the most recently changed `limit` orders, none changed at or before the event named', async () => {
    const shopper = await createShopper(server);
    await placeAndPay(shopper);
    const second = await placeAndPay(shopper);
    const third = await placeAndPay(shopper);
    const replays = new ReplayRepository(server.app.database.db);

    const lastTwo = await replays.changedSince(0, { userId: shopper.userId }, 2);
    expect(lastTwo.map(({ order }) => order.id)).toEqual([second, third]);

    const afterSecond = await replays.changedSince(
      await newestEventOf(second),
      {
        userId: shopper.userId,
      },
      500,
    );
    expect(afterSecond.map(({ order }) => order.id)).toEqual([third]);
  });
});

test('a quiet stream gets a comment line every SSE_HEARTBEAT_SECONDS', async () => {
  const stream = await streamOf(await createShopper(server), 'orders');
  const opened = performance.now();
  await stream.waitFor((s) => s.comments >= 2, 5_000, 'two heartbeats');
  // Two beats at 1 s apart, the first a second after the stream opened.
  expect(performance.now() - opened).toBeGreaterThan(1_800);
  expect(stream.events).toEqual([]);
});

test('closing the app ends its open streams at once', async () => {
  const own = await startTestServer();
  const ownCall = client(own.url);
  const shopper = await createShopper(own);
  const streams: SseStream[] = [];
  for (let i = 0; i < 5; i += 1) {
    const ticket = await ownCall<{ url: string }>(
      'POST',
      '/api/stream/ticket',
      { stream: 'orders' },
      shopper.headers,
    );
    streams.push((await openSse(`${own.url}${ticket.body.url}`)) as SseStream);
  }
  expect(own.app.streamHub.size).toBe(5);
  // From the close to every stream's end: the test database's own removal after it is not timed.
  const closing = own.close();
  await Promise.all(streams.map((stream) => stream.waitFor((s) => s.ended, 2_000, 'the end')));
  await closing;
});
