/**
 * Pay-on-delivery orders in the reports (docs/product.md#reports), over real HTTP on the test's
 * database: an order placed to be paid at the door counts like a card order from when it went to
 * the kitchen (revenue, orders, top dishes, delivery, CSV); marking it paid at the door later
 * leaves every figure as it was; one cancelled before it was paid counts nowhere.
 */
import { sql } from 'kysely';
import { DEFAULT_OPENING_HOURS } from '../../contract/shop-rules';
import { parseCsv } from '../../test/parse-csv';
import {
  client,
  createShopper,
  createStaff,
  dialectUnderTest,
  expectedAmount,
  getMenu,
  orderBody,
  startTestServer,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { reportsPayOnDelivery } from '../db/migrations/2026-12-12-reports-pay-on-delivery';
import { reportSlots } from '../db/migrations/2026-12-13-r31-report-slots';
import { CSV_COLUMNS } from './csv';

let server: TestServer;
let call: Call;
let staff: Shopper;
let lines: Lines;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  const settings = { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 };
  const saved = await call(
    'POST',
    '/api/kitchen/settings',
    { ...settings, payOnDeliveryMax: 2000 },
    staff.headers,
  );
  expect(saved.status).toBe(200);
  const [first, second] = await getMenu(call);
  lines = [
    [first!, 2],
    [second!, 1],
  ];
});
afterAll(() => server.close());

/** A new shopper's order of `lines`, to be paid at the door; its id. */
async function placeAtDoor(): Promise<string> {
  const shopper = await createShopper(server);
  const cartData = Object.fromEntries(lines.map(([dish, quantity]) => [dish._id, quantity]));
  await call('POST', '/api/cart/merge', { cartData }, shopper.headers);
  const placed = await call(
    'POST',
    '/api/order/place',
    orderBody(shopper, lines, { payment: 'on-delivery' }),
    shopper.headers,
  );
  expect(placed.status).toBe(201);
  return String(placed.body.orderId);
}

const kitchen = (path: string, body: Record<string, unknown>) =>
  call('POST', `/api/kitchen/${path}`, body, staff.headers);

/** The last 7 days: the orders placed in this run, whatever the hour. */
async function figures() {
  const reply = await call('GET', '/api/kitchen/reports?period=7d', undefined, staff.headers);
  expect(reply.status).toBe(200);
  const { report } = reply.body;
  return {
    revenue: report.revenue,
    orders: report.orders,
    refunds: report.refunds,
    topByQuantity: report.topByQuantity,
    fulfilment: report.fulfilment,
    byHour: (report.byHour as number[]).reduce((sum, count) => sum + count, 0),
  };
}

async function csvRows(): Promise<string[][]> {
  const reply = await fetch(`${server.url}/api/kitchen/reports/orders.csv?period=7d`, {
    headers: staff.headers,
  });
  expect(reply.status).toBe(200);
  return parseCsv(await reply.text()).slice(1);
}

test('counted once from when it is placed; a cancelled unpaid one nowhere', async () => {
  const [[first, firstCount], [second, secondCount]] = lines as [Lines[number], Lines[number]];
  const rupees = (dish: typeof first) => Math.round(dish.price * 10);
  const amount = expectedAmount(lines);
  const expected = {
    revenue: amount,
    orders: 1,
    refunds: { count: 0, amount: 0 },
    topByQuantity: [
      { name: first.name, quantity: firstCount, revenue: firstCount * rupees(first) },
      { name: second.name, quantity: secondCount, revenue: secondCount * rupees(second) },
    ],
    fulfilment: { delivery: 1, pickup: 0 },
    byHour: 1,
  };
  const counted = await placeAtDoor();
  const cancelled = await placeAtDoor();
  const cancel = await kitchen('cancel', { orderId: cancelled, reason: 'Out of stock' });
  expect(cancel.status).toBe(200);

  expect(await figures()).toEqual(expected);
  const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
  const placedRows = await csvRows();
  expect(placedRows.map((row) => [row[column('Dish')], row[column('Quantity')]])).toEqual([
    [first.name, String(firstCount)],
    [second.name, String(secondCount)],
  ]);
  expect(placedRows[0]![column('Total')]).toBe(String(amount));
  expect(counted.toUpperCase()).toContain(placedRows[0]![column('Order')]);
  // Counted, but its money is still to be taken at the door.
  expect(placedRows.map((row) => row[column('Payment')])).toEqual([
    'Pay on delivery',
    'Pay on delivery',
  ]);

  // Out, paid at the door, delivered: the same figures, the same CSV but for the status and
  // the payment.
  const withoutStatus = (rows: string[][]) =>
    rows.map((row) =>
      row.filter((_, index) => index !== column('Status') && index !== column('Payment')),
    );
  expect((await kitchen('advance', { orderId: counted, to: 'Out for delivery' })).status).toBe(200);
  expect((await kitchen('order/paid', { orderId: counted })).status).toBe(200);
  expect((await kitchen('advance', { orderId: counted, to: 'Delivered' })).status).toBe(200);
  expect(await figures()).toEqual(expected);
  const deliveredRows = await csvRows();
  expect(withoutStatus(deliveredRows)).toEqual(withoutStatus(placedRows));
  expect(deliveredRows.map((row) => row[column('Payment')])).toEqual(['Paid', 'Paid']);
});

test('the migration counts the orders paid at the door before it from when they were placed', async () => {
  const { db } = server.app.database;
  const migration = reportsPayOnDelivery(dialectUnderTest());
  const before = await figures();
  const slots = reportSlots(dialectUnderTest());
  await slots.down(db as never);
  await migration.down(db as never);
  let orderId = '';
  try {
    orderId = await placeAtDoor();
    const cancelled = await placeAtDoor();
    expect((await kitchen('cancel', { orderId: cancelled, reason: 'Closed' })).status).toBe(200);
    expect((await kitchen('advance', { orderId, to: 'Out for delivery' })).status).toBe(200);
    expect((await kitchen('order/paid', { orderId })).status).toBe(200);
  } finally {
    await migration.up(db as never);
    await slots.up(db as never);
  }
  const { rows } = await sql<{
    report_at: string;
    placed: string;
    paid_at: string;
    lines: unknown;
  }>`
    select o.report_at, o.paid_at,
      (select min(e.created_at) from order_events e
        where e.order_id = o.id and e.status = 'Food Processing') as placed,
      (select count(*) from report_lines l where l.order_id = o.id) as lines
    from orders o where o.id = ${orderId}`.execute(db);
  expect(rows[0]!.report_at).toBe(rows[0]!.placed);
  expect(rows[0]!.report_at).not.toBe(rows[0]!.paid_at);
  expect(Number(rows[0]!.lines)).toBe(2);
  const after = await figures();
  expect(after).toMatchObject({
    revenue: 2 * before.revenue,
    orders: 2,
    refunds: { count: 0, amount: 0 },
    fulfilment: { delivery: 2, pickup: 0 },
  });
  expect(after.topByQuantity).toEqual(
    before.topByQuantity.map((dish: { quantity: number; revenue: number }) => ({
      ...dish,
      quantity: 2 * dish.quantity,
      revenue: 2 * dish.revenue,
    })),
  );
});
