/**
 * The limit of orders per 15-minute slot (docs/product.md#ordering-ahead), over real HTTP: ten
 * shoppers racing for a slot's one place left, exactly one takes it and the others are refused in
 * the shop's words; the full slot is no longer offered; the place comes back, once, when the
 * order expires unpaid or the kitchen cancels it.
 */
import type { OrderTimesReply } from '../../contract/api';
import { FULFILMENT_MESSAGES } from '../../contract/fulfilment';
import { DEFAULT_OPENING_HOURS } from '../../contract/shop-rules';
import {
  client,
  createShopper,
  createStaff,
  expectRefusal,
  getMenu,
  orderBody,
  payOnTestCheckout,
  startTestServer,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let staff: Shopper;
let lines: Lines;

const SETTINGS = { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 };
const slots = async () =>
  (await call<OrderTimesReply>('GET', '/api/shop/times?fulfilment=delivery')).body.slots;
const taken = async (slot: string) => {
  const row = await server.app.database.db
    .selectFrom('slot_counts')
    .select('taken')
    .where('slot', '=', slot)
    .executeTakeFirst();
  return Number(row?.taken ?? 0);
};

/** A shopper with the lines in their cart, ready to place. */
async function shopperWithCart(): Promise<Shopper> {
  const shopper = await createShopper(server);
  const cartData = Object.fromEntries(lines.map(([dish, quantity]) => [dish._id, quantity]));
  await call('POST', '/api/cart/merge', { cartData }, shopper.headers);
  return shopper;
}

const placeFor = (shopper: Shopper, dueAt: string) =>
  call('POST', '/api/order/place', orderBody(shopper, lines, { dueAt }), shopper.headers);

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  const [first] = await getMenu(call);
  lines = [[first!, 1]];
});
afterAll(() => server.close());

test('ten shoppers race for the last place: one takes it; it comes back when the order ends', async () => {
  const saved = await call(
    'POST',
    '/api/kitchen/settings',
    { ...SETTINGS, slotLimit: 1 },
    staff.headers,
  );
  expect(saved.status).toBe(200);
  const slot = (await slots())[4]!;
  const racers = await Promise.all(Array.from({ length: 10 }, () => shopperWithCart()));
  const replies = await Promise.all(racers.map((shopper) => placeFor(shopper, slot)));
  const won = replies.filter((reply) => reply.status === 201);
  expect(won).toHaveLength(1);
  // Refused by the conditional statement, or by the check before it once the place was taken.
  const full = new RegExp(`${FULFILMENT_MESSAGES.slotFull}|${FULFILMENT_MESSAGES.slotNotOffered}`);
  for (const reply of replies.filter((one) => one.status !== 201)) expectRefusal(reply, 409, full);
  expect(await taken(slot)).toBe(1);
  expect(await slots()).not.toContain(slot);

  // The winner comes back without paying: the order fails and its place is free again, once.
  const winner = racers[replies.indexOf(won[0]!)]!;
  const orderId = won[0]!.body.orderId as string;
  await call('POST', '/api/order/verify', { orderId }, winner.headers);
  await call('POST', '/api/order/verify', { orderId }, winner.headers);
  expect(await taken(slot)).toBe(0);
  expect(await slots()).toContain(slot);

  // Taken again and paid; the kitchen cancels it (and refunds it): the place comes back.
  const next = await shopperWithCart();
  const placed = await placeFor(next, slot);
  expect(placed.status).toBe(201);
  expect((await payOnTestCheckout(server, placed.body.session_url as string)).status).toBe(303);
  expectRefusal(await placeFor(await shopperWithCart(), slot), 409, full);
  const cancel = { orderId: placed.body.orderId, reason: 'Oven broken' };
  expect((await call('POST', '/api/kitchen/cancel', cancel, staff.headers)).status).toBe(200);
  expect(await taken(slot)).toBe(0);
  expect(await slots()).toContain(slot);
});

test('a full slot asked for with no one racing is refused as fully booked', async () => {
  const saved = await call(
    'POST',
    '/api/kitchen/settings',
    { ...SETTINGS, slotLimit: 1 },
    staff.headers,
  );
  expect(saved.status).toBe(200);
  const slot = (await slots())[8]!;
  expect((await placeFor(await shopperWithCart(), slot)).status).toBe(201);
  expect(await slots()).not.toContain(slot);
  expectRefusal(await placeFor(await shopperWithCart(), slot), 409, FULFILMENT_MESSAGES.slotFull);
  // A time the shop never offers keeps its own sentence.
  const closedHour = new Date(Date.parse(slot) + 12 * 60 * 60_000).toISOString();
  expectRefusal(
    await placeFor(await shopperWithCart(), closedHour),
    409,
    FULFILMENT_MESSAGES.slotNotOffered,
  );
});
