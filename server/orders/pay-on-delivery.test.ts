/**
 * Pay on delivery and the board (docs/product.md#pay-on-delivery, #the-order-board), over real
 * HTTP: refused while off, for a pickup and over the limit, in the shop's words; within the limit
 * a delivery goes to the board at once unpaid, its cart emptied, and the shopper is sent to
 * /MyOrders; staff mark it paid once it is out, and every board hears of it live. A card order
 * for a later slot is on the board too, scheduled.
 */
import type { KitchenOrder, OrderTimesReply } from '../../contract/api';
import { FULFILMENT_MESSAGES } from '../../contract/fulfilment';
import { ORDER_STATUS } from '../../contract/rules';
import { DEFAULT_OPENING_HOURS } from '../../contract/shop-rules';
import {
  client,
  createShopper,
  createStaff,
  expectedAmount,
  expectRefusal,
  getMenu,
  orderBody,
  payOnTestCheckout,
  SAMPLE_ADDRESS,
  startTestServer,
  storedOrder,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { openSse, SseStream } from '../test/sse-client';

let server: TestServer;
let call: Call;
let staff: Shopper;
let lines: Lines;
const opened: SseStream[] = [];

const SETTINGS = { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 };
const saveSettings = (payOnDeliveryMax: number | null) =>
  call('POST', '/api/kitchen/settings', { ...SETTINGS, payOnDeliveryMax }, staff.headers);

/** A new shopper with the lines in their cart, placing with these changes to the body. */
async function place(changes: Record<string, unknown>) {
  const shopper = await createShopper(server);
  const cartData = Object.fromEntries(lines.map(([dish, quantity]) => [dish._id, quantity]));
  await call('POST', '/api/cart/merge', { cartData }, shopper.headers);
  const placed = await call(
    'POST',
    '/api/order/place',
    orderBody(shopper, lines, changes),
    shopper.headers,
  );
  return { shopper, placed };
}

async function board(): Promise<KitchenOrder[]> {
  const reply = await call<{ data: KitchenOrder[] }>(
    'GET',
    '/api/kitchen/orders',
    undefined,
    staff.headers,
  );
  expect(reply.status).toBe(200);
  return reply.body.data;
}

async function kitchenStream(): Promise<SseStream> {
  const ticket = await call<{ url: string }>(
    'POST',
    '/api/stream/ticket',
    { stream: 'kitchen' },
    staff.headers,
  );
  const stream = await openSse(`${server.url}${ticket.body.url}`);
  if (!(stream instanceof SseStream)) throw new Error(JSON.stringify(stream.body));
  opened.push(stream);
  return stream;
}

const advance = (orderId: string, to: string) =>
  call('POST', '/api/kitchen/advance', { orderId, to }, staff.headers);
const markPaid = (orderId: string, as: Shopper = staff) =>
  call<{ order: KitchenOrder }>('POST', '/api/kitchen/order/paid', { orderId }, as.headers);

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  const [first] = await getMenu(call);
  lines = [[first!, 2]];
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => server.close());

test('refused while off, for a pickup and over the limit, each in the shop’s words', async () => {
  expectRefusal(
    await place({ payment: 'on-delivery' }).then((one) => one.placed),
    409,
    FULFILMENT_MESSAGES.payOnDeliveryOff,
  );
  const total = expectedAmount(lines);
  expect((await saveSettings(total - 1)).status).toBe(200);
  try {
    expectRefusal(
      (await place({ payment: 'on-delivery' })).placed,
      409,
      FULFILMENT_MESSAGES.payOnDeliveryOver(total - 1),
    );
    const { firstname, lastname, email, phone } = SAMPLE_ADDRESS;
    const pickup = await place({
      payment: 'on-delivery',
      fulfilment: 'pickup',
      address: { firstname, lastname, email, phone },
      amount: total - 50,
    });
    expectRefusal(pickup.placed, 409, FULFILMENT_MESSAGES.payOnDeliveryPickup);
  } finally {
    await saveSettings(null);
  }
});

test('within the limit: on the board at once unpaid, cart emptied, marked paid once out', async () => {
  expect((await saveSettings(2000)).status).toBe(200);
  try {
    const stream = await kitchenStream();
    const { shopper, placed } = await place({ payment: 'on-delivery' });
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    expect(placed.body.session_url).toBe(`${server.url}/MyOrders`);
    expect(await storedOrder(server, orderId)).toMatchObject({
      status: ORDER_STATUS.processing,
      paid: 0,
      payment_method: 'on-delivery',
    });
    const cart = await call('POST', '/api/cart/get', {}, shopper.headers);
    expect(cart.body.cartData).toEqual({});
    // Every board hears of it, unpaid, and the board lists it.
    await stream.waitForOrder(orderId, (order) => order.paid === false);
    expect((await board()).find((order) => order._id === orderId)).toMatchObject({
      paid: false,
      paymentMethod: 'on-delivery',
    });
    const mine = await call<{ data: Array<Record<string, unknown>> }>(
      'POST',
      '/api/order/userorders',
      {},
      shopper.headers,
    );
    expect(mine.body.data[0]).toMatchObject({ _id: orderId, payment: false });

    expectRefusal(await markPaid(orderId), 409, FULFILMENT_MESSAGES.notOutYet);
    expectRefusal(await markPaid(orderId, shopper), 403);
    expect((await advance(orderId, ORDER_STATUS.outForDelivery)).status).toBe(200);
    const paid = await markPaid(orderId);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ message: FULFILMENT_MESSAGES.markedPaid });
    expect(paid.body.order).toMatchObject({ paid: true, status: ORDER_STATUS.outForDelivery });
    // Published on the order bus like every board change: the open board sees it paid.
    await stream.waitForOrder(orderId, (order) => order.paid === true);
    expectRefusal(await markPaid(orderId), 409, FULFILMENT_MESSAGES.alreadyPaid);
    expect((await storedOrder(server, orderId))!.paid_at).not.toBeNull();
  } finally {
    await saveSettings(null);
  }
});

test('a card order for a later slot is on the board, scheduled, once paid', async () => {
  const times = await call<OrderTimesReply>('GET', '/api/shop/times?fulfilment=delivery');
  const slot = times.body.slots[8]!;
  const { placed } = await place({ dueAt: slot });
  expect(placed.status).toBe(201);
  const orderId = placed.body.orderId as string;
  expect((await payOnTestCheckout(server, placed.body.session_url as string)).status).toBe(303);
  expect((await board()).find((order) => order._id === orderId)).toMatchObject({
    scheduled: true,
    dueAt: slot,
    paid: true,
  });
});
