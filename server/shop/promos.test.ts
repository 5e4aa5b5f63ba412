/**
 * Promo codes end to end over real HTTP with the built-in test checkout
 * (docs/product.md#promo-codes): staff's codes and their refusals, the check call's rules, placing
 * with a code (the server's own discount), its use reserved with the order, counted when paid,
 * given back when the payment fails, and never more uses than the code has, however many orders
 * race for the last one.
 */
import type { KitchenOrder, Order, PromoCode } from '../../contract/api';
import { ORDER_MESSAGES } from '../../contract/messages';
import { PROMO_MESSAGES } from '../../contract/shop-messages';
import { DEFAULT_OPENING_HOURS } from '../../contract/shop-rules';
import {
  client,
  countRows,
  createShopper,
  createStaff,
  expectRefusal,
  expectedAmount,
  getMenu,
  payOnTestCheckout,
  startTestServer,
  storedOrder,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import {
  addPromo as addStaffPromo,
  payOrFail,
  placeWithCode,
  promoRow as storedPromo,
  redemptions as storedRedemptions,
} from '../test/promo-helpers';

let server: TestServer;
let call: Call;
let staff: Shopper;
let lines: Lines;
/** Whole rupees of `lines` (₹120 x 2 + ₹150 with the sample menu). */
let subtotal: number;
let codes = 0;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  const [first, second] = await getMenu(call);
  lines = [
    [first!, 2],
    [second!, 1],
  ];
  subtotal = expectedAmount(lines) - 50;
});
afterAll(() => server.close());

/** A fresh code name, so each test has its own. */
function newCode(prefix = 'SAVE'): string {
  codes += 1;
  return `${prefix}${codes}`;
}

/** Staff's promo calls: POST /api/kitchen/promos/add or /deactivate, as staff unless told. */
const promoCall = <T = Record<string, any>>(
  what: 'add' | 'deactivate',
  body: unknown,
  headers: Record<string, string> = staff.headers,
) => call<T>('POST', `/api/kitchen/promos/${what}`, body, headers);

const addPromo = (fields: Record<string, unknown>) => addStaffPromo(call, staff, fields);

const check = (code: string, total = subtotal, headers: Record<string, string> = {}) =>
  call('POST', '/api/promo/check', { code, subtotal: total }, headers);

const placeWith = (shopper: Shopper, code: string | undefined, discount: number, on = lines) =>
  placeWithCode(call, shopper, code, discount, on);
const promoRow = (code: string) => storedPromo(server, code);
const redemptions = (code: string) => storedRedemptions(server, code);
const pay = (sessionUrl: string) => payOrFail(server, sessionUrl);

describe("staff's promo codes", () => {
  test('staff create a code: normalised upper-case, with every rule kept', async () => {
    const rules = {
      kind: 'fixed',
      value: 25,
      minSubtotal: 200,
      startsOn: '2026-11-01',
      endsOn: '2026-11-30',
      maxUses: 100,
      oncePerAccount: true,
    };
    const reply = await promoCall('add', { code: '  diwali25 ', ...rules });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: PROMO_MESSAGES.created,
      promo: { code: 'DIWALI25', ...rules, active: true, uses: 0, held: 0 },
    });
    const again = await promoCall(
      'add',
      { code: 'Diwali25', kind: 'percent', value: 5 },
      staff.headers,
    );
    expectRefusal(again, 409, PROMO_MESSAGES.codeTaken);
  });

  test('optional rules default to none', async () => {
    const promo = await addPromo({ code: newCode() });
    expect(promo).toMatchObject({
      minSubtotal: 0,
      startsOn: null,
      endsOn: null,
      maxUses: null,
      oncePerAccount: false,
      active: true,
    });
  });

  test.each([
    ['no code', { code: '   ' }, PROMO_MESSAGES.enterCode],
    ['a code too short', { code: 'AB' }, PROMO_MESSAGES.badCode],
    ['a code with a space', { code: 'TEN OFF' }, PROMO_MESSAGES.badCode],
    ['a code too long', { code: 'A'.repeat(21) }, PROMO_MESSAGES.badCode],
    ['0 percent', { kind: 'percent', value: 0 }, PROMO_MESSAGES.badPercent],
    ['101 percent', { kind: 'percent', value: 101 }, PROMO_MESSAGES.badPercent],
    ['a fractional percent', { kind: 'percent', value: 12.5 }, PROMO_MESSAGES.badPercent],
    ['₹0 off', { kind: 'fixed', value: 0 }, PROMO_MESSAGES.badAmount],
    ['₹9.5 off', { kind: 'fixed', value: 9.5 }, PROMO_MESSAGES.badAmount],
    ['a negative minimum subtotal', { minSubtotal: -1 }, PROMO_MESSAGES.badMinSubtotal],
    ['a date not written YYYY-MM-DD', { startsOn: '25/11/2026' }, PROMO_MESSAGES.badDate],
    ['a date that does not exist', { endsOn: '2026-02-30' }, PROMO_MESSAGES.badDate],
    [
      'an end before the start',
      { startsOn: '2026-12-02', endsOn: '2026-12-01' },
      PROMO_MESSAGES.badDates,
    ],
    ['₹1,00,00,001 off', { kind: 'fixed', value: 10_000_001 }, PROMO_MESSAGES.badAmount],
    ['0 uses', { maxUses: 0 }, PROMO_MESSAGES.badUses],
    ['1.5 uses', { maxUses: 1.5 }, PROMO_MESSAGES.badUses],
    ['more than ten million uses', { maxUses: 10_000_001 }, PROMO_MESSAGES.badUses],
  ])('refuses %s with its message, and stores nothing', async (_name, fields, message) => {
    const before = await countRows(server, ['promo_codes']);
    const reply = await promoCall(
      'add',
      { code: newCode(), kind: 'percent', value: 10, ...fields },
      staff.headers,
    );
    expectRefusal(reply, 400, message);
    expect(await countRows(server, ['promo_codes'])).toEqual(before);
  });

  test('only staff may list, add or deactivate codes', async () => {
    const shopper = await createShopper(server);
    const code = (await addPromo({ code: newCode() })).code;
    for (const headers of [{}, shopper.headers]) {
      const status = Object.keys(headers).length === 0 ? 401 : 403;
      expectRefusal(await call('GET', '/api/kitchen/promos', undefined, headers), status);
      expectRefusal(
        await promoCall('add', { code: newCode(), kind: 'percent', value: 50 }, headers),
        status,
      );
      expectRefusal(await promoCall('deactivate', { code }, headers), status);
    }
    expect((await promoRow(code)).active).toBe(1);
  });

  test("the list is newest first, with each code's uses; deactivating stops a code", async () => {
    const older = await addPromo({ code: newCode('OLD') });
    const newer = await addPromo({ code: newCode('NEW') });
    const list = await call<{ data: PromoCode[] }>(
      'GET',
      '/api/kitchen/promos',
      undefined,
      staff.headers,
    );
    expect(list.status).toBe(200);
    const names = list.body.data.map((promo) => promo.code);
    expect(names.indexOf(newer.code)).toBeLessThan(names.indexOf(older.code));
    expect(list.body.data.find((promo) => promo.code === older.code)).toEqual(older);

    const off = await promoCall('deactivate', { code: older.code.toLowerCase() }, staff.headers);
    expect(off.body).toEqual({
      success: true,
      message: PROMO_MESSAGES.deactivated,
      promo: { ...older, active: false },
    });
    expectRefusal(await check(older.code), 409, PROMO_MESSAGES.inactive);
    const missing = await promoCall('deactivate', { code: 'NOSUCH1' }, staff.headers);
    expectRefusal(missing, 404, PROMO_MESSAGES.notFound);
  });
});

describe('checking a code (the /Cart promo box)', () => {
  test('a percentage rounds down to whole rupees; any letter case works', async () => {
    const code = (await addPromo({ code: newCode(), kind: 'percent', value: 15 })).code;
    const reply = await check(` ${code.toLowerCase()} `, 999);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: PROMO_MESSAGES.applied,
      code,
      discount: 149,
    });
  });

  test('a fixed sum larger than the subtotal takes off the subtotal only', async () => {
    const code = (await addPromo({ code: newCode(), kind: 'fixed', value: 500 })).code;
    expect((await check(code, 120)).body.discount).toBe(120);
    expect((await check(code, 900)).body.discount).toBe(500);
  });

  test('an unknown code is 404; an empty one 400', async () => {
    expectRefusal(await check('NOSUCHCODE'), 404, PROMO_MESSAGES.unknown);
    expectRefusal(await check('no such code!'), 404, PROMO_MESSAGES.unknown);
    expectRefusal(await check('  '), 400, PROMO_MESSAGES.enterCode);
  });

  test("dates count whole days in the shop's time zone, both ends included (the clock: 2026-11-25)", async () => {
    const endedYesterday = await addPromo({ code: newCode(), endsOn: '2026-11-24' });
    const endsToday = await addPromo({ code: newCode(), endsOn: '2026-11-25' });
    const startsTomorrow = await addPromo({ code: newCode(), startsOn: '2026-11-26' });
    const startsToday = await addPromo({ code: newCode(), startsOn: '2026-11-25' });
    expectRefusal(await check(endedYesterday.code), 409, 'This code has expired.');
    expect((await check(endsToday.code)).status).toBe(200);
    expectRefusal(await check(startsTomorrow.code), 409, PROMO_MESSAGES.notYet);
    expect((await check(startsToday.code)).status).toBe(200);

    // 06:30 UTC is still the 24th in Pago Pago (UTC-11): today's code has not begun there.
    const settings = { hours: DEFAULT_OPENING_HOURS, minimumOrder: 0 };
    const save = (timeZone: string) =>
      call('POST', '/api/kitchen/settings', { ...settings, timeZone }, staff.headers);
    expect((await save('Pacific/Pago_Pago')).status).toBe(200);
    try {
      expectRefusal(await check(startsToday.code), 409, PROMO_MESSAGES.notYet);
      expect((await check(endedYesterday.code)).status).toBe(200);
    } finally {
      expect((await save('Asia/Kolkata')).status).toBe(200);
    }
  });

  test("a minimum subtotal: 'This code needs a subtotal of ₹500.'", async () => {
    const code = (await addPromo({ code: newCode(), minSubtotal: 500 })).code;
    expectRefusal(await check(code, 499), 409, 'This code needs a subtotal of ₹500.');
    expect((await check(code, 500)).body.discount).toBe(50);
  });
});

describe('placing an order with a code', () => {
  test('the server applies the discount from its own prices; the order, its shopper, the payment page and the board show it; the use is counted once paid', async () => {
    const code = (await addPromo({ code: newCode(), kind: 'percent', value: 20 })).code;
    const discount = Math.floor(subtotal / 5);
    const shopper = await createShopper(server);

    // The undiscounted amount is not what the server charges.
    expectRefusal(await placeWith(shopper, code, 0), 409, ORDER_MESSAGES.priceChanged);
    const placed = await placeWith(shopper, code.toLowerCase(), discount);
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    expect(await storedOrder(server, orderId)).toMatchObject({
      promo_code: code,
      discount,
      amount: subtotal - discount + 50,
    });
    expect(await promoRow(code)).toMatchObject({ uses: 0, held: 1 });
    expect(await redemptions(code)).toEqual([
      expect.objectContaining({
        order_id: orderId,
        user_id: shopper.userId,
        state: 'held',
        once_key: null,
      }),
    ]);

    const page = await fetch(placed.body.session_url as string);
    const html = await page.text();
    expect(html).toContain(`Discount (${code})`);
    expect(html).toContain(`\u2212₹${discount}`);
    expect(html).toContain(`Pay ₹${subtotal - discount + 50}`);

    await pay(placed.body.session_url as string);
    expect(await storedOrder(server, orderId)).toMatchObject({
      paid: 1,
      status: 'Food Processing',
    });
    expect(await promoRow(code)).toMatchObject({ uses: 1, held: 0 });
    expect((await redemptions(code))[0]!.state).toBe('used');

    const mine = await call<{ data: Order[] }>(
      'POST',
      '/api/order/userorders',
      undefined,
      shopper.headers,
    );
    expect(mine.body.data.find((order) => order._id === orderId)).toMatchObject({
      promoCode: code,
      discount,
      amount: subtotal - discount + 50,
    });
    const board = await call<{ data: KitchenOrder[] }>(
      'GET',
      '/api/kitchen/orders',
      undefined,
      staff.headers,
    );
    expect(board.body.data.find((order) => order._id === orderId)).toMatchObject({
      promoCode: code,
      discount,
    });
    const listed = await call<{ data: PromoCode[] }>(
      'GET',
      '/api/kitchen/promos',
      undefined,
      staff.headers,
    );
    expect(listed.body.data.find((promo) => promo.code === code)?.uses).toBe(1);
  });

  test('a code that does not apply at place time is refused with its message, and nothing is created', async () => {
    const shopper = await createShopper(server);
    const expired = (await addPromo({ code: newCode(), endsOn: '2026-11-01' })).code;
    const needsMore = (await addPromo({ code: newCode(), minSubtotal: subtotal + 1 })).code;
    const inactive = (await addPromo({ code: newCode() })).code;
    await promoCall('deactivate', { code: inactive }, staff.headers);
    const before = await countRows(server, [
      'orders',
      'test_checkout_sessions',
      'promo_redemptions',
    ]);
    const discount = Math.floor(subtotal / 10);
    expectRefusal(await placeWith(shopper, 'NOSUCH', discount), 409, PROMO_MESSAGES.unknown);
    expectRefusal(await placeWith(shopper, expired, discount), 409, PROMO_MESSAGES.expired);
    expectRefusal(
      await placeWith(shopper, needsMore, discount),
      409,
      PROMO_MESSAGES.needsSubtotal(subtotal + 1),
    );
    expectRefusal(await placeWith(shopper, inactive, discount), 409, PROMO_MESSAGES.inactive);
    expect(
      await countRows(server, ['orders', 'test_checkout_sessions', 'promo_redemptions']),
    ).toEqual(before);
  });

  test('the same cart with the same code finds its open order; with another code (or none) it is another order', async () => {
    const shopper = await createShopper(server);
    const ten = (await addPromo({ code: newCode(), kind: 'fixed', value: 10 })).code;
    const twenty = (await addPromo({ code: newCode(), kind: 'fixed', value: 20 })).code;
    const first = await placeWith(shopper, ten, 10);
    const again = await placeWith(shopper, ten, 10);
    expect(again.body.orderId).toBe(first.body.orderId);
    expect(await promoRow(ten)).toMatchObject({ held: 1 });
    const other = await placeWith(shopper, twenty, 20);
    const none = await placeWith(shopper, undefined, 0);
    expect(new Set([first.body.orderId, other.body.orderId, none.body.orderId]).size).toBe(3);
    expect((await storedOrder(server, none.body.orderId as string))!.discount).toBe(0);
  });

  test('a once-per-account code: a second use by the account is refused (check and place), other accounts may use it', async () => {
    const code = (
      await addPromo({ code: newCode(), kind: 'fixed', value: 30, oncePerAccount: true })
    ).code;
    const shopper = await createShopper(server);
    const placed = await placeWith(shopper, code, 30);
    expect(placed.status).toBe(201);
    await pay(placed.body.session_url as string);

    expectRefusal(await check(code, subtotal, shopper.headers), 409, PROMO_MESSAGES.usedAlready);
    // Without a token the check cannot know whose cart it is.
    expect((await check(code)).status).toBe(200);
    const before = await countRows(server, ['orders', 'promo_redemptions']);
    const [dish] = lines[0]!;
    expectRefusal(await placeWith(shopper, code, 30, [[dish, 3]]), 409, PROMO_MESSAGES.usedAlready);
    expect(await countRows(server, ['orders', 'promo_redemptions'])).toEqual(before);
    expect(await promoRow(code)).toMatchObject({ uses: 1, held: 0 });

    const someoneElse = await createShopper(server);
    expect((await placeWith(someoneElse, code, 30)).status).toBe(201);
  });

  test('a once-per-account code placed by one account for four carts at once: one order holds it, the others cannot be paid', async () => {
    const code = (
      await addPromo({ code: newCode(), kind: 'fixed', value: 30, oncePerAccount: true })
    ).code;
    const shopper = await createShopper(server);
    const carts: Lines[] = [1, 2, 3, 4].map((quantity) => [[lines[0]![0], quantity]]);
    const replies = await Promise.all(carts.map((cart) => placeWith(shopper, code, 30, cart)));
    // Each placement either took the account's hold over (closing the checkout that had it) or
    // met a checkout still being created and was refused.
    for (const reply of replies.filter((r) => r.status !== 201))
      expectRefusal(reply, 409, PROMO_MESSAGES.usedAlready);
    expect(await promoRow(code)).toMatchObject({ held: 1, uses: 0 });
    const [holding, ...others] = [...(await redemptions(code))].sort((a, b) =>
      a.state === 'held' ? -1 : b.state === 'held' ? 1 : 0,
    );
    expect(holding!.state).toBe('held');
    for (const other of others) {
      expect(other).toMatchObject({ state: 'released', once_key: null, hold_key: null });
      expect((await storedOrder(server, other.order_id))!.status).toBe('Payment failed');
    }
    const placed = replies.filter((reply) => reply.status === 201);
    for (const reply of placed) {
      const paid = await payOnTestCheckout(server, reply.body.session_url as string);
      expect(paid.status).toBe(reply.body.orderId === holding!.order_id ? 303 : 409);
    }
    expect(await promoRow(code)).toMatchObject({ held: 0, uses: 1 });
  });

  test('ten shoppers race for the last use of a code: exactly one order holds it, is paid and counted; a failed checkout gives its hold back', async () => {
    const code = (await addPromo({ code: newCode('LAST'), kind: 'fixed', value: 40, maxUses: 1 }))
      .code;
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => createShopper(server)));
    const replies = await Promise.all(shoppers.map((shopper) => placeWith(shopper, code, 40)));
    const won = replies.filter((reply) => reply.status === 201);
    expect(won).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 201))
      expectRefusal(reply, 409, PROMO_MESSAGES.usedUp);
    expect(await promoRow(code)).toMatchObject({ held: 1, uses: 0 });
    const withCode = await server.app.database.db
      .selectFrom('orders')
      .select('id')
      .where('promo_code', '=', code)
      .execute();
    expect(withCode.map((row) => row.id)).toEqual([won[0]!.body.orderId]);
    expectRefusal(await check(code), 409, PROMO_MESSAGES.usedUp);

    await pay(won[0]!.body.session_url as string);
    expect(await promoRow(code)).toMatchObject({ held: 0, uses: 1 });
    expectRefusal(await placeWith(shoppers[1]!, code, 40), 409, PROMO_MESSAGES.usedUp);

    // Another last use: its holder comes back without paying, and the use is free again.
    const second = (
      await addPromo({
        code: newCode('LAST'),
        kind: 'fixed',
        value: 40,
        maxUses: 1,
        oncePerAccount: true,
      })
    ).code;
    const [holder, waiting] = shoppers as [Shopper, Shopper];
    const held = await placeWith(holder, second, 40);
    expect(held.status).toBe(201);
    expectRefusal(await placeWith(waiting, second, 40), 409, PROMO_MESSAGES.usedUp);
    const verify = await call(
      'POST',
      '/api/order/verify',
      { orderId: held.body.orderId },
      holder.headers,
    );
    expect(verify.body.success).toBe(false);
    expect((await storedOrder(server, held.body.orderId as string))!.status).toBe('Payment failed');
    expect(await promoRow(second)).toMatchObject({ held: 0, uses: 0 });
    expect(await redemptions(second)).toEqual([
      expect.objectContaining({ state: 'released', once_key: null }),
    ]);
    const taken = await placeWith(waiting, second, 40);
    expect(taken.status).toBe(201);
    // The account whose payment failed may use its once-per-account code again later.
    expect((await check(second, subtotal, holder.headers)).body.message).toBe(
      PROMO_MESSAGES.usedUp,
    );
  });
});
