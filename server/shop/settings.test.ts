/**
 * The shop's settings, hours and minimum order over real HTTP (docs/product.md#opening-hours-and-minimum-order):
 * who may change them, what is refused, when the shop is open on its own clock (SHOP_CLOCK), and
 * what order/place refuses while it is closed or below the minimum.
 */
import type { KitchenOrder, ShopReply } from '../../contract/api';
import {
  closedMessage,
  minimumOrderMessage,
  SETTINGS_MESSAGES,
} from '../../contract/shop-messages';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '../../contract/shop-rules';
import { ConfigError, loadConfig } from '../config';
import {
  client,
  countRows,
  createShopper,
  createStaff,
  expectRefusal,
  expectedAmount,
  getMenu,
  orderBody,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { DEFAULT_FULFILMENT } from './fulfilment-settings';
import { openNow } from './hours';
import { ShopClock, startOfShopDay } from './shop-time';

let server: TestServer;
let call: Call;
let staff: Shopper;
let shopper: Shopper;
let lines: Lines;

const DEFAULTS = {
  hours: DEFAULT_OPENING_HOURS,
  timeZone: 'Asia/Kolkata',
  minimumOrder: 0,
  ...DEFAULT_FULFILMENT,
};
/** What GET /api/shop adds for delivery or pickup and ordering ahead. */
const AHEAD = {
  pickupAddress: DEFAULT_FULFILMENT.pickupAddress,
  payOnDeliveryMax: null,
  orderAhead: true,
};

const shopInfo = () => call<ShopReply>('GET', '/api/shop');
const save = (body: unknown, headers: Record<string, string> = staff.headers) =>
  call('POST', '/api/kitchen/settings', body, headers);

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  shopper = await createShopper(server);
  const [first, second] = await getMenu(call);
  lines = [
    [first!, 2],
    [second!, 1],
  ];
});
afterAll(() => server.close());

describe('the settings', () => {
  afterEach(async () => {
    expect((await save(DEFAULTS)).status).toBe(200);
  });

  test('GET /api/shop answers the defaults before staff save any, and open at Wednesday 12:00 IST', async () => {
    const reply = await shopInfo();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toEqual({ success: true, settings: DEFAULTS, open: true, ...AHEAD });
  });

  test('staff save hours, time zone and minimum; everyone then reads them', async () => {
    const hours: OpeningHours = [null, ...DEFAULT_OPENING_HOURS.slice(1)];
    hours[3] = { open: '11:30', close: '22:45' };
    const wanted = { ...DEFAULTS, hours, timeZone: 'Europe/London', minimumOrder: 300 };
    const reply = await save({ ...wanted, timeZone: ' Europe/London ' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: SETTINGS_MESSAGES.saved,
      settings: wanted,
    });
    expect((await shopInfo()).body.settings).toEqual(wanted);
    const row = await server.app.database.db.selectFrom('shop_settings').selectAll().execute();
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ time_zone: 'Europe/London', updated_by: staff.userId });
  });

  test('only staff may change them (401 without a token, 403 for a shopper)', async () => {
    expectRefusal(await save(DEFAULTS, {}), 401);
    expectRefusal(await save({ ...DEFAULTS, minimumOrder: 900 }, shopper.headers), 403);
    expect((await shopInfo()).body.settings.minimumOrder).toBe(0);
  });

  test.each([
    [
      'a time not written HH:MM',
      { hours: [{ open: '9:00', close: '21:00' }] },
      SETTINGS_MESSAGES.badTime,
    ],
    [
      'a time past 23:59',
      { hours: [{ open: '09:00', close: '24:00' }] },
      SETTINGS_MESSAGES.badTime,
    ],
    [
      'closing before opening',
      { hours: [{ open: '18:00', close: '10:00' }] },
      SETTINGS_MESSAGES.closeBeforeOpen,
    ],
    [
      'closing as it opens',
      { hours: [{ open: '10:00', close: '10:00' }] },
      SETTINGS_MESSAGES.closeBeforeOpen,
    ],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, SETTINGS_MESSAGES.badTimeZone],
    ['an empty time zone', { timeZone: '  ' }, SETTINGS_MESSAGES.badTimeZone],
    ['a negative minimum', { minimumOrder: -1 }, SETTINGS_MESSAGES.badMinimum],
    ['an absurd minimum', { minimumOrder: 10 ** 12 }, SETTINGS_MESSAGES.badMinimum],
  ])('refuses %s with its message, and changes nothing', async (_name, change, message) => {
    const { hours: changedHours, ...rest } = change as { hours?: OpeningHours };
    const body = {
      ...DEFAULTS,
      ...rest,
      hours: changedHours ? [...changedHours, ...DEFAULT_OPENING_HOURS.slice(1)] : DEFAULTS.hours,
    };
    expectRefusal(await save(body), 400, message);
    expect((await shopInfo()).body.settings).toEqual(DEFAULTS);
  });

  test('refuses a week that is not seven days, or a minimum that is not whole', async () => {
    expectRefusal(await save({ ...DEFAULTS, hours: DEFAULT_OPENING_HOURS.slice(1) }), 400);
    expectRefusal(await save({ ...DEFAULTS, minimumOrder: 99.5 }), 400);
  });

  test('the board\'s "delivered today" follows the saved time zone', async () => {
    const zone = 'America/New_York';
    const delivered: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const placed = await placeOrderFor(call, shopper, lines, { fillCart: false });
      expect((await payOnTestCheckout(server, placed.sessionUrl)).status).toBe(303);
      delivered.push(placed.orderId);
    }
    // Saved after placing: at 06:30 UTC, New York's shop would be closed.
    expect((await save({ ...DEFAULTS, timeZone: zone })).status).toBe(200);
    const [today, yesterday] = delivered as [string, string];
    const dayStart = startOfShopDay(new Date(), zone).getTime();
    for (const [id, at] of [
      [today, dayStart],
      [yesterday, dayStart - 1000],
    ] as const) {
      await server.app.database.db
        .updateTable('orders')
        .set({ status: 'Delivered', updated_at: new Date(at).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    const board = await call<{ data: KitchenOrder[] }>(
      'GET',
      '/api/kitchen/orders',
      undefined,
      staff.headers,
    );
    const ids = board.body.data.map((order) => order._id);
    // Asia/Kolkata's midnight is never New York's: with the old zone one of these would flip.
    expect(ids).toContain(today);
    expect(ids).not.toContain(yesterday);
  });
});

describe('the minimum order', () => {
  afterAll(async () => {
    expect((await save(DEFAULTS)).status).toBe(200);
  });

  test("order/place refuses a subtotal below it with 'The minimum order is ₹N.' and creates nothing", async () => {
    const subtotal = expectedAmount(lines) - 50;
    expect((await save({ ...DEFAULTS, minimumOrder: subtotal + 1 })).status).toBe(200);
    expect((await shopInfo()).body.settings.minimumOrder).toBe(subtotal + 1);
    const before = await countRows(server);
    const refused = await call(
      'POST',
      '/api/order/place',
      orderBody(shopper, lines),
      shopper.headers,
    );
    expectRefusal(refused, 409, minimumOrderMessage(subtotal + 1));
    expect(minimumOrderMessage(subtotal + 1)).toBe(`The minimum order is ₹${subtotal + 1}.`);
    expect(await countRows(server)).toEqual(before);
  });

  test('a subtotal equal to the minimum is taken', async () => {
    const subtotal = expectedAmount(lines) - 50;
    expect((await save({ ...DEFAULTS, minimumOrder: subtotal })).status).toBe(200);
    const placed = await call(
      'POST',
      '/api/order/place',
      orderBody(shopper, lines),
      shopper.headers,
    );
    expect(placed.status).toBe(201);
  });
});

describe('opening hours on the shop clock', () => {
  const hours = DEFAULT_OPENING_HOURS;
  const IST = 'Asia/Kolkata';

  test.each([
    // Wednesday 25 November 2026 in Asia/Kolkata (UTC+05:30).
    ['2026-11-25T03:30:00Z', 'Wed 09:00, as it opens', { open: true }],
    ['2026-11-25T03:29:59Z', 'Wed 08:59:59', { open: false, closedMessage: closedMessage('9 AM') }],
    ['2026-11-25T15:29:59Z', 'Wed 20:59:59', { open: true }],
    [
      '2026-11-25T15:30:00Z',
      'Wed 21:00, as it closes',
      { open: false, closedMessage: 'We are closed now. We open at 9 AM.' },
    ],
    [
      '2026-11-28T15:30:00Z',
      'Sat 21:00 (Sunday opens at 10)',
      { open: false, closedMessage: 'We are closed now. We open at 10 AM.' },
    ],
    [
      '2026-11-29T02:30:00Z',
      'Sun 08:00',
      { open: false, closedMessage: 'We are closed now. We open at 10 AM.' },
    ],
    [
      '2026-11-29T12:30:00Z',
      'Sun 18:00',
      { open: false, closedMessage: 'We are closed now. We open at 9 AM.' },
    ],
  ])('at %s (%s)', (instant, _when, expected) => {
    expect(openNow(hours, IST, new Date(instant))).toEqual(expected);
  });

  test('a next opening after tomorrow names its day; a week closed says so', () => {
    const weekendOff: OpeningHours = [null, null, ...DEFAULT_OPENING_HOURS.slice(2)];
    // Saturday 22:00 IST: Sunday and Monday closed, Tuesday opens at 9.
    expect(openNow(weekendOff, IST, new Date('2026-11-28T16:30:00Z'))).toEqual({
      open: false,
      closedMessage: 'We are closed now. We open on Tuesday at 9 AM.',
    });
    expect(openNow(Array(7).fill(null), IST, new Date('2026-11-25T06:30:00Z'))).toEqual({
      open: false,
      closedMessage: SETTINGS_MESSAGES.closedAllWeek,
    });
  });

  test("hours read on the time zone's wall clock, half-hours included", () => {
    const noon = new Date('2026-11-25T12:00:00Z');
    expect(openNow(hours, 'Europe/London', noon).open).toBe(true);
    expect(openNow(hours, 'Pacific/Honolulu', noon)).toEqual({
      open: false,
      closedMessage: closedMessage('9 AM'),
    });
    const late: OpeningHours = Array(7).fill({ open: '09:30', close: '21:30' });
    expect(openNow(late, IST, new Date('2026-11-25T03:59:00Z'))).toEqual({
      open: false,
      closedMessage: 'We are closed now. We open at 9:30 AM.',
    });
    expect(openNow(late, IST, new Date('2026-11-25T04:00:00Z')).open).toBe(true);
  });

  test('SHOP_CLOCK is an ISO instant the clock starts at and runs on from', async () => {
    const env = { DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32) };
    for (const bad of ['yesterday', '2026-11-25', '2026-13-45T00:00:00Z', '1764052200'])
      expect(() => loadConfig({ ...env, SHOP_CLOCK: bad })).toThrow(/SHOP_CLOCK/);
    expect(() => loadConfig({ ...env, SHOP_CLOCK: 'soon' })).toThrow(ConfigError);
    expect(loadConfig(env).shopClock).toBeUndefined();
    const start = loadConfig({ ...env, SHOP_CLOCK: '2026-11-29T08:00:00+05:30' }).shopClock!;
    expect(start.toISOString()).toBe('2026-11-29T02:30:00.000Z');
    const clock = new ShopClock(start);
    const first = clock.now().getTime();
    expect(first - start.getTime()).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(clock.now().getTime() - first).toBeGreaterThanOrEqual(50);
    expect(Math.abs(new ShopClock().now().getTime() - Date.now())).toBeLessThan(1000);
  });
});

describe('a store whose clock says Sunday 08:00 IST (closed)', () => {
  let closed: TestServer;
  let closedCall: Call;

  beforeAll(async () => {
    closed = await startTestServer({ SHOP_CLOCK: '2026-11-29T02:30:00Z' });
    closedCall = client(closed.url);
  });
  afterAll(() => closed.close());

  test("says so, order/place refuses with 'We are closed now. We open at 10 AM.' before creating anything, and the menu and cart keep working", async () => {
    const info = await closedCall<ShopReply>('GET', '/api/shop');
    expect(info.body).toEqual({
      success: true,
      settings: DEFAULTS,
      open: false,
      closedMessage: 'We are closed now. We open at 10 AM.',
      ...AHEAD,
    });
    const who = await createShopper(closed);
    const menu = await getMenu(closedCall);
    expect(menu.length).toBeGreaterThan(0);
    const added = await closedCall('POST', '/api/cart/add', { itemId: menu[0]!._id }, who.headers);
    expect(added.status).toBe(200);
    const before = await countRows(closed);
    const refused = await closedCall(
      'POST',
      '/api/order/place',
      orderBody(who, [[menu[0]!, 1]]),
      who.headers,
    );
    expectRefusal(refused, 409, 'We are closed now. We open at 10 AM.');
    expect(await countRows(closed)).toEqual(before);
  });
});

test('a store whose clock says Wednesday 09:00:00 IST, the opening minute, takes orders', async () => {
  const opening = await startTestServer({ SHOP_CLOCK: '2026-11-25T03:30:00Z' });
  try {
    const openCall = client(opening.url);
    expect((await openCall<ShopReply>('GET', '/api/shop')).body.open).toBe(true);
    const who = await createShopper(opening);
    const [dish] = await getMenu(openCall);
    const placed = await openCall(
      'POST',
      '/api/order/place',
      orderBody(who, [[dish!, 1]]),
      who.headers,
    );
    expect(placed.status).toBe(201);
  } finally {
    await opening.close();
  }
});
