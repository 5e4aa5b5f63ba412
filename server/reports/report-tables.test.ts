/**
 * What the database writes for the reports by itself (migrations/2026-12-03-reports.ts): an
 * order's lines when it is paid through the real checkout, its minutes when the kitchen moves it
 * on, 'refunded' when the kitchen cancels and refunds it; and, for orders paid before the
 * migration, the same rows copied in when it runs.
 */
import { sql } from 'kysely';
import { reports as reportsMigration } from '../db/migrations/2026-12-03-reports';
import { reportsPayOnDelivery } from '../db/migrations/2026-12-12-reports-pay-on-delivery';
import { reportSlots } from '../db/migrations/2026-12-13-r31-report-slots';
import {
  client,
  createShopper,
  createStaff,
  dialectUnderTest,
  getMenu,
  payOnTestCheckout,
  placeOrderFor,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import { insertOrder } from '../test/report-fixtures';

let server: TestServer;
let call: Call;
let staff: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  shopper = await createShopper(server);
});
afterAll(() => server.close());

interface LineRow {
  name: string;
  quantity: number;
  revenue: number;
  refunded: number;
}

async function linesOf(orderId: string): Promise<LineRow[]> {
  const { rows } = await sql<LineRow>`select name, quantity, revenue, refunded from report_lines
    where order_id = ${orderId} order by position`.execute(server.app.database.db);
  return rows.map((row) => ({
    name: row.name,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
    refunded: Number(row.refunded),
  }));
}

async function timesOf(orderId: string) {
  const { rows } = await sql<{
    refunded: number;
    to_accept: number | null;
    to_deliver: number | null;
  }>`
    select refunded, to_accept, to_deliver from report_times where order_id = ${orderId}`.execute(
    server.app.database.db,
  );
  return rows.map((row) => ({
    refunded: Number(row.refunded),
    toAccept: row.to_accept === null ? null : Number(row.to_accept),
    toDeliver: row.to_deliver === null ? null : Number(row.to_deliver),
  }));
}

async function paidOrder(): Promise<{ orderId: string; first: string; second: string }> {
  const [first, second] = await getMenu(call);
  const placed = await placeOrderFor(call, shopper, [
    [first!, 2],
    [second!, 1],
  ]);
  const paid = await payOnTestCheckout(server, placed.sessionUrl);
  if (paid.status !== 303) throw new Error(`paying failed: ${paid.status}`);
  return { orderId: placed.orderId, first: first!.name, second: second!.name };
}

const advance = (orderId: string, to: string) =>
  call('POST', '/api/kitchen/advance', { orderId, to }, staff.headers);

test('paying writes the lines; moving on writes the minutes; a refund marks both', async () => {
  const menu = await getMenu(call);
  const { orderId, first, second } = await paidOrder();
  const price = (name: string) => Math.round(menu.find((dish) => dish.name === name)!.price * 10);
  expect(await linesOf(orderId)).toEqual([
    { name: first, quantity: 2, revenue: 2 * price(first), refunded: 0 },
    { name: second, quantity: 1, revenue: price(second), refunded: 0 },
  ]);
  expect(await timesOf(orderId)).toEqual([]);
  expect((await advance(orderId, 'Out for delivery')).status).toBe(200);
  const [moved] = await timesOf(orderId);
  expect(moved).toMatchObject({ refunded: 0, toDeliver: null });
  expect(moved!.toAccept).toBeGreaterThanOrEqual(0);
  expect(moved!.toAccept).toBeLessThan(5);

  const cancelled = await call(
    'POST',
    '/api/kitchen/cancel',
    { orderId, reason: 'Out of stock' },
    staff.headers,
  );
  expect(cancelled.status).toBe(200);
  expect((await linesOf(orderId)).map(({ refunded }) => refunded)).toEqual([1, 1]);
  expect((await timesOf(orderId))[0]?.refunded).toBe(1);
});

test('an order not paid has no report rows', async () => {
  const [dish] = await getMenu(call);
  const placed = await placeOrderFor(call, shopper, [[dish!, 3]]);
  expect(await linesOf(placed.orderId)).toEqual([]);
});

test('the migration copies the lines and times of orders paid before it', async () => {
  const { db } = server.app.database;
  const migration = reportsMigration(dialectUnderTest());
  const later = reportsPayOnDelivery(dialectUnderTest());
  const slots = reportSlots(dialectUnderTest());
  await slots.down(db as never);
  await later.down(db as never);
  await migration.down(db as never);
  try {
    const orderId = await insertOrder(db, {
      userId: shopper.userId,
      lines: [
        { name: 'Veg Rolls', price: 10, quantity: 3 },
        { name: 'Cup Cake', price: 4.5, quantity: 1 },
      ],
      amount: 395,
      paidAt: '2025-06-10T04:00:00Z',
      refunded: true,
      outAfter: 12,
      deliveredAfter: 30,
    });
    await insertOrder(db, { userId: shopper.userId, lines: [], amount: 0, paidAt: null });
    await migration.up(db as never);
    expect(await linesOf(orderId)).toEqual([
      { name: 'Veg Rolls', quantity: 3, revenue: 300, refunded: 1 },
      { name: 'Cup Cake', quantity: 1, revenue: 45, refunded: 1 },
    ]);
    const [times] = await timesOf(orderId);
    expect(times?.refunded).toBe(1);
    expect(times?.toAccept).toBeCloseTo(12, 4);
    expect(times?.toDeliver).toBeCloseTo(30, 4);
  } finally {
    // Up again whatever happened, so the store closes on the schema it opened with.
    const { rows } = await sql<{ n: number }>`select count(*) as n from report_lines`
      .execute(db)
      .catch(() => ({ rows: [] as Array<{ n: number }> }));
    if (rows.length === 0) await migration.up(db as never);
    await later.up(db as never);
    await slots.up(db as never);
  }
});

/** The sums the database keeps for the reports, as text rows in a fixed order. */
async function sums(): Promise<string[]> {
  const { db } = server.app.database;
  const { rows: slots } = await sql<Record<string, unknown>>`select * from report_slots
    order by slot`.execute(db);
  const { rows: dishes } = await sql<Record<string, unknown>>`select * from report_dish_hours
    order by hour, name`.execute(db);
  const { rows: figures } = await sql<Record<string, unknown>>`select * from report_order_figures
    order by order_id`.execute(db);
  // Sums that went back to nothing are as good as none.
  const kept = [...slots, ...dishes].filter((row) =>
    Object.entries(row).some(
      ([key, value]) => !['slot', 'hour', 'name'].includes(key) && Number(value) !== 0,
    ),
  );
  return [...kept, ...figures].map((row) =>
    JSON.stringify(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : Number(value),
      ]),
    ),
  );
}

test('the sums written change by change equal the sums made afresh from the orders', async () => {
  const accept = (orderId: string) =>
    call('POST', '/api/kitchen/accept', { orderId, minutes: 20 }, staff.headers);
  const delivered = await paidOrder();
  expect((await accept(delivered.orderId)).status).toBe(200);
  expect((await advance(delivered.orderId, 'Out for delivery')).status).toBe(200);
  expect((await advance(delivered.orderId, 'Delivered')).status).toBe(200);
  const refunded = await paidOrder();
  expect((await accept(refunded.orderId)).status).toBe(200);
  const cancel = { orderId: refunded.orderId, reason: 'Out of stock' };
  expect((await call('POST', '/api/kitchen/cancel', cancel, staff.headers)).status).toBe(200);
  await paidOrder();

  const { db } = server.app.database;
  const figuresOf = async (orderId: string) => {
    const { rows } = await sql<Record<string, unknown>>`select orders, refunds, accepted,
      delivered from report_order_figures where order_id = ${orderId}`.execute(db);
    return rows.map((row) => Object.values(row).map(Number));
  };
  expect(await figuresOf(delivered.orderId)).toEqual([[1, 0, 1, 1]]);
  expect(await figuresOf(refunded.orderId)).toEqual([[0, 1, 0, 0]]);
  const kept = await sums();
  const slots = reportSlots(dialectUnderTest());
  await slots.down(db as never);
  await slots.up(db as never);
  expect(await sums()).toEqual(kept);
});
