/**
 * Placing an order for delivery or pickup, now or for a later slot (docs/product.md#delivery-or-pickup,
 * #ordering-ahead), over real HTTP: the phone and PIN rules, the area's fee and minimum, the
 * out-of-area refusal in the shop's words, and the promised time the order stores.
 */
import { FULFILMENT_MESSAGES } from '../../contract/fulfilment';
import {
  client,
  createShopper,
  createStaff,
  expectRefusal,
  expectedAmount,
  getMenu,
  OPEN_SHOP_CLOCK,
  orderBody,
  SAMPLE_ADDRESS,
  startTestServer,
  storedOrder,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let staff: Shopper;
let lines: Lines;

const subtotalOf = (wanted: Lines) => expectedAmount(wanted) - 50;

/** A new shopper with the lines in their cart, placing with these changes to the body. */
async function place(
  changes: Record<string, unknown>,
  on: { server: TestServer; call: Call } = { server, call },
) {
  const shopper = await createShopper(on.server);
  const cartData = Object.fromEntries(lines.map(([dish, quantity]) => [dish._id, quantity]));
  await on.call('POST', '/api/cart/merge', { cartData }, shopper.headers);
  return on.call('POST', '/api/order/place', orderBody(shopper, lines, changes), shopper.headers);
}

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  const [first] = await getMenu(call);
  lines = [[first!, 2]];
});
afterAll(() => server.close());

test('pickup: name, email and phone only, no delivery fee, due in the quoted 20 minutes', async () => {
  const { firstname, lastname, email, phone } = SAMPLE_ADDRESS;
  const placed = await place({
    fulfilment: 'pickup',
    address: { firstname, lastname, email, phone },
    amount: subtotalOf(lines),
  });
  expect(placed.status).toBe(201);
  const row = await storedOrder(server, placed.body.orderId as string);
  expect(row).toMatchObject({ fulfilment: 'pickup', amount: subtotalOf(lines), scheduled: 0 });
  expect(Number(row!.delivery_fee)).toBe(0);
  expect(JSON.parse(row!.address)).toMatchObject({
    street: '',
    zipcode: '',
    phone: '+919845012345',
  });
  // The shop's clock starts at OPEN_SHOP_CLOCK and runs on: due 20 minutes after placing.
  const due = (new Date(row!.due_at!).getTime() - Date.parse(OPEN_SHOP_CLOCK)) / 60_000;
  expect(due).toBeGreaterThanOrEqual(20);
  expect(due).toBeLessThan(30);
});

test('the phone must be one a shop can call, the PIN six digits; both refused in words', async () => {
  for (const phone of ['abc', '12345', '98450 1234x'])
    expectRefusal(
      await place({ address: { ...SAMPLE_ADDRESS, phone } }),
      400,
      FULFILMENT_MESSAGES.badPhone,
    );
  expectRefusal(
    await place({ address: { ...SAMPLE_ADDRESS, zipcode: '5600' } }),
    400,
    FULFILMENT_MESSAGES.badPin,
  );
  const placed = await place({ address: { ...SAMPLE_ADDRESS, phone: '098450 12345' } });
  expect(placed.status).toBe(201);
  const row = await storedOrder(server, placed.body.orderId as string);
  expect(JSON.parse(row!.address).phone).toBe('+919845012345');
  expect(row).toMatchObject({ fulfilment: 'delivery', payment_method: 'card' });
  expect(Number(row!.delivery_fee)).toBe(50);
});

test("with an area: its fee and minimum; outside every area refused with the shop's sentence", async () => {
  const area = await call(
    'POST',
    '/api/shop/area/save',
    { name: 'Central', pins: '560001', fee: 30, minimum: 0 },
    staff.headers,
  );
  expect(area.status).toBe(200);
  try {
    expectRefusal(
      await place({ address: { ...SAMPLE_ADDRESS, zipcode: '110001' } }),
      409,
      'Sorry, we do not deliver to 110001 yet. You can pick it up instead.',
    );
    // The spec's ₹50 is no longer this area's fee.
    expectRefusal(await place({}), 409);
    const placed = await place({ amount: subtotalOf(lines) + 30 });
    expect(placed.status).toBe(201);
    const row = await storedOrder(server, placed.body.orderId as string);
    expect(Number(row!.delivery_fee)).toBe(30);
    const subtotal = subtotalOf(lines);
    await call(
      'POST',
      '/api/shop/area/save',
      { id: area.body.area.id, name: 'Central', pins: '560001', fee: 30, minimum: subtotal + 1 },
      staff.headers,
    );
    expectRefusal(await place({ amount: subtotal + 30 }), 409, /minimum order/);
  } finally {
    await call('POST', '/api/shop/area/remove', { id: area.body.area.id }, staff.headers);
  }
});

describe('closed at 3 AM in India (SHOP_CLOCK)', () => {
  let closed: TestServer;
  let closedCall: Call;
  beforeAll(async () => {
    closed = await startTestServer({ SHOP_CLOCK: '2026-11-26T21:30:00Z' });
    closedCall = client(closed.url);
    // This store's own menu: its dishes have their own ids.
    const [first] = await getMenu(closedCall);
    lines = [[first!, 2]];
  });
  afterAll(() => closed.close());

  test('as soon as possible is refused; 9:45 AM is taken and stored as promised', async () => {
    const on = { server: closed, call: closedCall };
    expectRefusal(await place({}, on), 409, 'We are closed now. We open at 9 AM.');
    // 9:45 AM IST on Friday: the first slot for a 45-minute delivery after 9 AM opening.
    const slot = '2026-11-27T04:15:00.000Z';
    const placed = await place({ dueAt: slot }, on);
    expect(placed.status).toBe(201);
    const row = await storedOrder(closed, placed.body.orderId as string);
    expect(row).toMatchObject({ due_at: slot, scheduled: 1 });
    expectRefusal(
      await place({ dueAt: '2026-11-27T04:00:00.000Z' }, on),
      409,
      FULFILMENT_MESSAGES.slotNotOffered,
    );
    expectRefusal(await place({ dueAt: 'tomorrow' }, on), 409, FULFILMENT_MESSAGES.slotNotOffered);
  });
});
