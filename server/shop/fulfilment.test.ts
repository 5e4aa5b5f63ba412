/**
 * Delivery areas, the delivery check, quoted times and the fulfilment settings over real HTTP
 * (docs/product.md#delivery-areas, #quoted-times, #ordering-ahead): who may change them, what is
 * refused and in which words, on the shop's own clock (SHOP_CLOCK).
 */
import type {
  AreaListReply,
  AreaSaveReply,
  DeliveryCheckReply,
  OrderTimesReply,
  ShopReply,
} from '../../contract/api';
import { AREA_MESSAGES, FULFILMENT_MESSAGES } from '../../contract/fulfilment';
import { DEFAULT_OPENING_HOURS } from '../../contract/shop-rules';
import {
  client,
  createShopper,
  createStaff,
  expectRefusal,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';

let server: TestServer;
let call: Call;
let staff: Shopper;
let shopper: Shopper;

const SETTINGS = { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 };
const saveArea = (body: unknown, headers: Record<string, string> = staff.headers) =>
  call<AreaSaveReply>('POST', '/api/shop/area/save', body, headers);
const check = (pin: string) =>
  call<DeliveryCheckReply>('GET', `/api/shop/delivery?pin=${encodeURIComponent(pin)}`);
const times = (fulfilment = 'delivery') =>
  call<OrderTimesReply>('GET', `/api/shop/times?fulfilment=${fulfilment}`);
const saveSettings = (body: unknown) => call('POST', '/api/kitchen/settings', body, staff.headers);

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  shopper = await createShopper(server);
});
afterAll(() => server.close());

describe('delivery areas', () => {
  test('no area: every PIN code for the spec’s ₹50; a bad PIN is refused in words', async () => {
    expect((await check('110001')).body).toEqual({
      success: true,
      delivers: true,
      fee: 50,
      minimum: 0,
      area: null,
    });
    expectRefusal(await check('abc'), 400, FULFILMENT_MESSAGES.badPin);
    expectRefusal(await call('GET', '/api/shop/delivery'), 400, FULFILMENT_MESSAGES.badPin);
  });

  test('staff only: a shopper or nobody cannot list, save or remove', async () => {
    const area = { name: 'Central', pins: '560001', fee: 30, minimum: 0 };
    expectRefusal(await saveArea(area, {}), 401);
    expectRefusal(await saveArea(area, shopper.headers), 403);
    expectRefusal(await call('GET', '/api/shop/areas', undefined, shopper.headers), 403);
    expectRefusal(await call('POST', '/api/shop/area/remove', { id: 'x' }, shopper.headers), 403);
  });

  test('once one exists only its PIN codes are delivered to, for its fee and minimum', async () => {
    const saved = await saveArea({
      name: ' Central ',
      pins: '560001, 560002\n560002 560025',
      fee: 30,
      minimum: 200,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.area).toMatchObject({
      name: 'Central',
      pins: ['560001', '560002', '560025'],
      fee: 30,
      minimum: 200,
    });
    expect((await check('560002')).body).toEqual({
      success: true,
      delivers: true,
      fee: 30,
      minimum: 200,
      area: 'Central',
    });
    expect((await check('110001')).body).toEqual({
      success: true,
      delivers: false,
      message: 'Sorry, we do not deliver to 110001 yet. You can pick it up instead.',
    });
    const list = await call<AreaListReply>('GET', '/api/shop/areas', undefined, staff.headers);
    expect(list.body.areas.map((area) => area.name)).toEqual(['Central']);

    const id = saved.body.area.id;
    const edited = await saveArea({ id, name: 'Central', pins: '560001', fee: 40, minimum: 0 });
    expect(edited.body.area).toMatchObject({ id, fee: 40, pins: ['560001'] });
    expect((await check('560002')).body).toMatchObject({ delivers: false });

    const removed = await call('POST', '/api/shop/area/remove', { id }, staff.headers);
    expect(removed.body).toEqual({ success: true, message: AREA_MESSAGES.removed });
    expect((await check('560002')).body).toMatchObject({ delivers: true, fee: 50 });
    expectRefusal(
      await call('POST', '/api/shop/area/remove', { id }, staff.headers),
      404,
      AREA_MESSAGES.notFound,
    );
  });

  test('refused: bad PIN words named, no name, a name taken, bad fee or minimum', async () => {
    expectRefusal(
      await saveArea({ name: 'North', pins: '560024 abc 0123', fee: 0, minimum: 0 }),
      400,
      AREA_MESSAGES.badPins(['abc', '0123']),
    );
    expectRefusal(await saveArea({ name: ' ', pins: '560024', fee: 0, minimum: 0 }), 400);
    expectRefusal(await saveArea({ name: 'N', pins: ' ', fee: 0, minimum: 0 }), 400);
    expectRefusal(await saveArea({ name: 'N', pins: '560024', fee: -1, minimum: 0 }), 400);
    expectRefusal(await saveArea({ name: 'N', pins: '560024', fee: 0, minimum: 1.5 }), 400);
    const first = await saveArea({ name: 'North', pins: '560024', fee: 0, minimum: 0 });
    expect(first.status).toBe(200);
    expectRefusal(
      await saveArea({ name: 'north', pins: '560025', fee: 0, minimum: 0 }),
      409,
      AREA_MESSAGES.nameTaken,
    );
    expectRefusal(
      await saveArea({ id: 'gone', name: 'South', pins: '560025', fee: 0, minimum: 0 }),
      404,
    );
    await call('POST', '/api/shop/area/remove', { id: first.body.area.id }, staff.headers);
  });
});

describe('quoted times and the fulfilment settings', () => {
  afterEach(async () => {
    const reset = {
      ...SETTINGS,
      preparationMinutes: 20,
      deliveryMinutes: 25,
      slotLimit: null,
      payOnDeliveryMax: null,
    };
    expect((await saveSettings(reset)).status).toBe(200);
  });

  test('open at Wednesday 12:00 IST: as soon as possible, 45 min to the door, 20 to pick up', async () => {
    const delivery = await times();
    expect(delivery.headers.get('cache-control')).toBe('no-store');
    expect(delivery.body).toMatchObject({
      success: true,
      asap: true,
      minutes: 45,
      quote: 'Arrives in about 45 min',
    });
    expect(delivery.body.closedMessage).toBeUndefined();
    // Due no sooner than the quote: 12:45 IST at the earliest, so 13:00 (07:30 UTC) first.
    expect(delivery.body.slots[0]).toBe('2026-11-25T07:30:00.000Z');
    expect(delivery.body.slots.length).toBeGreaterThan(200);
    const pickup = await times('pickup');
    expect(pickup.body).toMatchObject({ minutes: 20, quote: 'Ready for pickup in about 20 min' });
    expect(pickup.body.slots[0]).toBe('2026-11-25T07:00:00.000Z');
    expectRefusal(await times('drone'), 400);
  });

  test('staff set the times and the pickup address; left out, they stay as stored', async () => {
    const saved = await saveSettings({
      ...SETTINGS,
      pickupAddress: ' Tomato, 1 Church Street ',
      preparationMinutes: 30,
      deliveryMinutes: 40,
      slotLimit: 4,
      payOnDeliveryMax: 2000,
    });
    expect(saved.status).toBe(200);
    expect((await times()).body).toMatchObject({ minutes: 70, quote: 'Arrives in about 70 min' });
    expect((await saveSettings(SETTINGS)).status).toBe(200);
    const info = await call<ShopReply>('GET', '/api/shop');
    expect(info.body.settings).toMatchObject({
      pickupAddress: 'Tomato, 1 Church Street',
      preparationMinutes: 30,
      deliveryMinutes: 40,
      slotLimit: 4,
      payOnDeliveryMax: 2000,
    });
    expect(info.body).toMatchObject({
      pickupAddress: 'Tomato, 1 Church Street',
      payOnDeliveryMax: 2000,
      orderAhead: true,
    });
  });

  test('refused in the console’s words, nothing changed', async () => {
    for (const [field, value, message] of [
      ['preparationMinutes', 4, AREA_MESSAGES.badMinutes('preparation')],
      ['deliveryMinutes', 181, AREA_MESSAGES.badMinutes('delivery')],
      ['deliveryMinutes', 20.5, AREA_MESSAGES.badMinutes('delivery')],
      ['slotLimit', 0, AREA_MESSAGES.badSlotLimit],
      ['payOnDeliveryMax', -5, AREA_MESSAGES.badPayOnDelivery],
      ['pickupAddress', '  ', AREA_MESSAGES.pickupAddressRequired],
      ['pickupAddress', 'a\nb', AREA_MESSAGES.pickupAddressRequired],
    ] as const) {
      expectRefusal(await saveSettings({ ...SETTINGS, [field]: value }), 400, message);
    }
    expectRefusal(await saveSettings({ ...SETTINGS, slotLimit: 'many' }), 400);
    expect((await times()).body.minutes).toBe(45);
  });
});

describe('closed at 3 AM in India (SHOP_CLOCK)', () => {
  let closed: TestServer;
  beforeAll(async () => {
    // Friday 27 November 2026, 03:00 IST.
    closed = await startTestServer({ SHOP_CLOCK: '2026-11-26T21:30:00Z' });
  });
  afterAll(() => closed.close());

  test('no "as soon as possible"; the closed sentence offers ordering ahead; 9:30 AM first for pickup', async () => {
    const reply = await client(closed.url)<OrderTimesReply>(
      'GET',
      '/api/shop/times?fulfilment=pickup',
    );
    expect(reply.body).toMatchObject({
      asap: false,
      closedMessage: 'We are closed now. We open at 9 AM. You can order now for later.',
    });
    expect(reply.body.slots[0]).toBe('2026-11-27T04:00:00.000Z');
  });
});

test('marking paid at the door: an unknown order 404, a card order 409', async () => {
  const unknown = await call('POST', '/api/kitchen/order/paid', { orderId: 'nope' }, staff.headers);
  expectRefusal(unknown, 404);
  expectRefusal(
    await call('POST', '/api/kitchen/order/paid', { orderId: 'nope' }, shopper.headers),
    403,
  );
});
