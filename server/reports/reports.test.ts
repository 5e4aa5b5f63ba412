/**
 * The reports' figures against sums worked out by hand, on the test's database (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL): which orders count (paid in the period, refunded ones as
 * refunds), hours and days in the shop's time zone (a daylight-saving change included), top
 * dishes and the average times. The report is made for a fixed moment, so no test depends on
 * the hour it runs.
 */
import { createShopper, startTestServer, type TestServer } from '../test/helpers';
import { reportWindow } from './period';
import { insertOrder } from '../test/report-fixtures';
import { ReportRepository } from './repository';
import { ReportService } from './service';

let server: TestServer;
let reports: ReportRepository;

const GREEK = { name: 'Greek Salad', price: 12.5 };
const ROLLS = { name: 'Veg Rolls', price: 10 };
const CAKE = { name: 'Cup Cake', price: 5 };

/** 17:30 in India on Tuesday 10 June 2025: 'today' began at 2025-06-09T18:30Z. */
const NOW = new Date('2025-06-10T12:00:00Z');

const serviceIn = (timeZone: string) => new ReportService(reports, async () => timeZone);

const minutesAfter = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** The kitchen accepts the order `minutes` after `from` (after its steps were written). */
async function acceptAfter(orderId: string, from: string, minutes: number): Promise<void> {
  await server.app.database.db
    .updateTable('orders')
    .set({ accepted_at: minutesAfter(from, minutes) })
    .where('id', '=', orderId)
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  reports = new ReportRepository(server.app.database.db, server.app.database.dialect);
  const { db } = server.app.database;
  const { userId } = await createShopper(server);
  // A: 09:30 today; ₹250 + ₹100, fee ₹50; accepted after 4 min, out after 20, delivered after 50.
  const a = await insertOrder(db, {
    userId,
    lines: [
      { ...GREEK, quantity: 2 },
      { ...ROLLS, quantity: 1 },
    ],
    amount: 400,
    paidAt: '2025-06-10T04:00:00Z',
    outAfter: 20,
    deliveredAfter: 50,
  });
  await acceptAfter(a, '2025-06-10T04:00:00Z', 4);
  // B: 16:15 today; ₹300 less ₹30, fee ₹50; accepted after 6 min, out after 10.
  const b = await insertOrder(db, {
    userId,
    lines: [{ ...ROLLS, quantity: 3, options: [{ group: 'Spice', name: 'Hot' }] }],
    amount: 320,
    discount: 30,
    paidAt: '2025-06-10T10:45:00Z',
    outAfter: 10,
  });
  await acceptAfter(b, '2025-06-10T10:45:00Z', 6);
  // C: 23:59 yesterday; accepted after 8, out after 30, delivered after 70.
  const c = await insertOrder(db, {
    userId,
    lines: [{ ...CAKE, quantity: 4 }],
    amount: 250,
    paidAt: '2025-06-09T18:29:00Z',
    outAfter: 30,
    deliveredAfter: 70,
  });
  await acceptAfter(c, '2025-06-09T18:29:00Z', 8);
  // D: 11:30 today, accepted after 2 min, cancelled and refunded: a refund, not revenue.
  const d = await insertOrder(db, {
    userId,
    lines: [{ ...GREEK, quantity: 1 }],
    amount: 175,
    paidAt: '2025-06-10T06:00:00Z',
    status: 'Cancelled',
    refunded: true,
    outAfter: 5,
  });
  await acceptAfter(d, '2025-06-10T06:00:00Z', 2);
  // E: never paid.
  await insertOrder(db, { userId, lines: [{ ...CAKE, quantity: 9 }], amount: 500, paidAt: null });
  // F: 23:30 on 3 June: in the last 30 days only.
  await insertOrder(db, {
    userId,
    lines: [{ ...GREEK, quantity: 1 }],
    amount: 175,
    paidAt: '2025-06-03T18:00:00Z',
  });
  // G: paid after the report's moment.
  await insertOrder(db, {
    userId,
    lines: [{ ...CAKE, quantity: 1 }],
    amount: 100,
    paidAt: '2025-06-10T12:30:00Z',
  });
});
afterAll(() => server.close());

const hours = (counts: Record<number, number>) =>
  Array.from({ length: 24 }, (_, hour) => counts[hour] ?? 0);

test("today: the day's paid orders in the shop's zone, a refund apart", async () => {
  const report = await serviceIn('Asia/Kolkata').report('today', NOW);
  expect(report).toEqual({
    period: 'today',
    timeZone: 'Asia/Kolkata',
    from: '2025-06-09T18:30:00.000Z',
    to: '2025-06-10T12:00:00.000Z',
    revenue: 720,
    orders: 2,
    averageOrderValue: 360,
    refunds: { count: 1, amount: 175 },
    byHour: hours({ 9: 1, 16: 1 }),
    byDay: [{ date: '2025-06-10', revenue: 720, orders: 2 }],
    topByQuantity: [
      { name: 'Veg Rolls', quantity: 4, revenue: 400 },
      { name: 'Greek Salad', quantity: 2, revenue: 250 },
    ],
    topByRevenue: [
      { name: 'Veg Rolls', quantity: 4, revenue: 400 },
      { name: 'Greek Salad', quantity: 2, revenue: 250 },
    ],
    fulfilment: { delivery: 2, pickup: 0 },
    // Paid to accepted: A 4, B 6; accepted to delivered: A 50 - 4.
    minutesPaidToAccepted: 5,
    minutesAcceptedToDelivered: 46,
  });
});

test('the last 7 days: yesterday 23:59 counts on its own day and hour, every day listed', async () => {
  const report = await serviceIn('Asia/Kolkata').report('7d', NOW);
  expect(report.from).toBe('2025-06-03T18:30:00.000Z');
  expect(report).toMatchObject({ revenue: 970, orders: 3, averageOrderValue: 323 });
  expect(report.byHour).toEqual(hours({ 9: 1, 16: 1, 23: 1 }));
  expect(report.byDay.map(({ date }) => date)).toEqual([
    '2025-06-04',
    '2025-06-05',
    '2025-06-06',
    '2025-06-07',
    '2025-06-08',
    '2025-06-09',
    '2025-06-10',
  ]);
  expect(report.byDay.slice(-2)).toEqual([
    { date: '2025-06-09', revenue: 250, orders: 1 },
    { date: '2025-06-10', revenue: 720, orders: 2 },
  ]);
  // Equal quantities: by name.
  expect(report.topByQuantity.map(({ name, quantity }) => [name, quantity])).toEqual([
    ['Cup Cake', 4],
    ['Veg Rolls', 4],
    ['Greek Salad', 2],
  ]);
  expect(report.topByRevenue.map(({ name, revenue }) => [name, revenue])).toEqual([
    ['Veg Rolls', 400],
    ['Greek Salad', 250],
    ['Cup Cake', 200],
  ]);
  // Paid to accepted: A 4, B 6, C 8; accepted to delivered: A 46, C 70 - 8.
  expect(report).toMatchObject({ minutesPaidToAccepted: 6, minutesAcceptedToDelivered: 54 });
});

test('the last 30 days: 30 days from 12 May, the order of 3 June included', async () => {
  const report = await serviceIn('Asia/Kolkata').report('30d', NOW);
  expect(report.byDay).toHaveLength(30);
  expect(report.byDay[0]).toEqual({ date: '2025-05-12', revenue: 0, orders: 0 });
  expect(report.byDay.find(({ date }) => date === '2025-06-03')).toEqual({
    date: '2025-06-03',
    revenue: 175,
    orders: 1,
  });
  expect(report).toMatchObject({
    revenue: 1145,
    orders: 4,
    averageOrderValue: 286,
    refunds: { count: 1, amount: 175 },
  });
  expect(report.topByRevenue[0]).toEqual({ name: 'Veg Rolls', quantity: 4, revenue: 400 });
  expect(report.topByQuantity.find(({ name }) => name === 'Greek Salad')).toEqual({
    name: 'Greek Salad',
    quantity: 3,
    revenue: 375,
  });
});

test('a period without orders: zeros, and no average time', async () => {
  const report = await serviceIn('Asia/Kolkata').report('today', new Date('2024-01-10T12:00:00Z'));
  expect(report).toMatchObject({
    revenue: 0,
    orders: 0,
    averageOrderValue: 0,
    refunds: { count: 0, amount: 0 },
    topByQuantity: [],
    minutesPaidToAccepted: null,
    minutesAcceptedToDelivered: null,
  });
  expect(report.byHour).toEqual(hours({}));
});

test('a daylight-saving change: London hours before and after 26 October 2025 02:00 BST', async () => {
  const { db } = server.app.database;
  const { userId } = await createShopper(server);
  const paid = async (paidAt: string) =>
    insertOrder(db, { userId, lines: [{ ...CAKE, quantity: 1 }], amount: 100, paidAt });
  await paid('2025-10-25T23:30:00Z'); // 00:30 BST on the 26th
  await paid('2025-10-26T00:30:00Z'); // 01:30 BST
  await paid('2025-10-26T01:30:00Z'); // 01:30 GMT: the hour again
  await paid('2025-10-26T12:00:00Z'); // 12:00 GMT
  await paid('2025-10-20T22:30:00Z'); // 23:30 BST on the 20th: before the 7 days
  const now = new Date('2025-10-27T12:00:00Z');
  const window = reportWindow('7d', 'Europe/London', now);
  expect(window.from).toBe('2025-10-20T23:00:00.000Z');
  expect(window.offsets).toEqual([
    { until: '2025-10-26T01:00:00.000Z', minutes: 60 },
    { until: null, minutes: 0 },
  ]);
  const report = await serviceIn('Europe/London').report('7d', now);
  expect(report.byHour).toEqual(hours({ 0: 1, 1: 2, 12: 1 }));
  expect(report.byDay.map(({ date }) => date)[0]).toBe('2025-10-21');
  expect(report.byDay.find(({ date }) => date === '2025-10-26')).toEqual({
    date: '2025-10-26',
    revenue: 400,
    orders: 4,
  });
  expect(report.orders).toBe(4);
});

test('paid to accepted counts from the release of an order for a chosen time; a refund leaves', async () => {
  const { db } = server.app.database;
  const { userId } = await createShopper(server);
  const now = new Date('2024-03-05T12:00:00Z');
  // Paid at 10:00 for later, released to the kitchen at 11:00, accepted 3 minutes after, then
  // delivered 37 minutes after that.
  const ahead = await insertOrder(db, {
    userId,
    lines: [{ ...CAKE, quantity: 1 }],
    amount: 100,
    paidAt: '2024-03-05T10:00:00Z',
    deliveredAfter: 100,
  });
  await db
    .updateTable('orders')
    .set({ released_at: '2024-03-05T11:00:00.000Z' })
    .where('id', '=', ahead)
    .execute();
  await acceptAfter(ahead, '2024-03-05T11:00:00Z', 3);
  // Paid at 10:30, accepted after 8 minutes, not delivered yet.
  const soon = await insertOrder(db, {
    userId,
    lines: [{ ...ROLLS, quantity: 1 }],
    amount: 150,
    paidAt: '2024-03-05T10:30:00Z',
  });
  await acceptAfter(soon, '2024-03-05T10:30:00Z', 8);
  const service = serviceIn('Asia/Kolkata');
  expect(await service.report('today', now)).toMatchObject({
    orders: 2,
    minutesPaidToAccepted: 5.5,
    minutesAcceptedToDelivered: 37,
  });
  await db.updateTable('orders').set({ refund_id: 're_soon' }).where('id', '=', soon).execute();
  expect(await service.report('today', now)).toMatchObject({
    orders: 1,
    refunds: { count: 1, amount: 150 },
    minutesPaidToAccepted: 3,
    minutesAcceptedToDelivered: 37,
  });
});
