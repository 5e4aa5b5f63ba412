/**
 * Scheduled orders released to the kitchen (docs/product.md#ordering-ahead), over real HTTP on
 * either database: a paid order for a later slot stays 'Scheduled' until its due time less the
 * preparation time on the shop's clock, then becomes a 'New' order on the board and on its open
 * stream, once; an unpaid or cancelled one is never released. The running app does it by itself.
 */
import type { KitchenOrder } from '../../contract/api';
import { DEFAULT_PREPARATION_MINUTES } from '../../contract/fulfilment';
import { DEFAULT_OPENING_HOURS } from '../../contract/shop-rules';
import { loadConfig } from '../config';
import {
  client,
  createShopper,
  createStaff,
  getMenu,
  storedOrder,
  startTestServer,
  type Call,
  type Lines,
  type Shopper,
  type TestServer,
} from '../test/helpers';
import {
  deliverySlots,
  kitchenStream,
  minutesBefore,
  placeForSlot,
} from '../test/schedule-helpers';
import type { SseStream } from '../test/sse-client';

let server: TestServer;
let call: Call;
let staff: Shopper;
let lines: Lines;
const opened: SseStream[] = [];

const boardOrder = async (orderId: string) => {
  const board = await call<{ data: KitchenOrder[] }>('GET', '/api/kitchen/orders', undefined, {
    ...staff.headers,
  });
  return board.body.data.find((order) => order._id === orderId);
};

const releaseEvents = async (orderId: string) =>
  server.app.database.db
    .selectFrom('order_events')
    .select('reason')
    .where('order_id', '=', orderId)
    .where('reason', '=', 'released to the kitchen')
    .execute();

/** Staff set the kitchen's preparation time in the settings (of this file's server, unless told). */
async function preparationTakes(preparationMinutes: number, on = { call, staff }) {
  const settings = { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 };
  const body = { ...settings, preparationMinutes };
  const saved = await on.call('POST', '/api/kitchen/settings', body, on.staff.headers);
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  staff = await createStaff(server);
  lines = [[(await getMenu(call))[0]!, 1]];
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => server.close());

test('a paid scheduled order goes to the board’s New column at its due time less preparation, once', async () => {
  const shopper = await createShopper(server);
  // An hour on: the tick of the running app (on the shop's clock now) leaves it alone.
  const slot = (await deliverySlots(server))[4]!;
  const orderId = await placeForSlot(server, shopper, lines, slot);
  const board = await kitchenStream(server, staff);
  opened.push(board);
  expect(await boardOrder(orderId)).toMatchObject({ scheduled: true, dueAt: slot });

  const releaseAt = minutesBefore(slot, DEFAULT_PREPARATION_MINUTES);
  const { scheduledRelease } = server.app;
  expect(await scheduledRelease.round(new Date(releaseAt.getTime() - 1000))).toEqual([]);
  expect(await boardOrder(orderId)).toMatchObject({ scheduled: true });

  expect(await scheduledRelease.round(releaseAt)).toEqual([orderId]);
  expect(await scheduledRelease.round(releaseAt)).toEqual([]);
  const row = await storedOrder(server, orderId);
  expect(row).toMatchObject({ scheduled: 0, due_at: slot, status: 'Food Processing' });
  expect(row?.released_at).not.toBeNull();
  expect(await releaseEvents(orderId)).toHaveLength(1);

  // The open board hears it without asking again, and the board lists it as new, to accept.
  await board.waitForOrder(orderId, (order) => order.scheduled === false);
  const released = await boardOrder(orderId);
  expect(released).toMatchObject({ scheduled: false, dueAt: slot });
  expect(released?.acceptedAt).toBeUndefined();
  const accepted = await call(
    'POST',
    '/api/kitchen/accept',
    { orderId, minutes: 20 },
    staff.headers,
  );
  expect(accepted.status).toBe(200);
  // Accepting keeps the time the shopper chose.
  expect(accepted.body.order).toMatchObject({ dueAt: slot, scheduled: false });
});

test('the shop’s own preparation time counts; unpaid and cancelled orders stay where they are', async () => {
  await preparationTakes(40);
  const slot = (await deliverySlots(server))[6]!;
  const [paid, unpaid, cancelled] = (await Promise.all(
    [true, false, true].map(async (pay) =>
      placeForSlot(server, await createShopper(server), lines, slot, { pay }),
    ),
  )) as [string, string, string];
  const cancel = { orderId: cancelled, reason: 'Closed for a private party' };
  expect((await call('POST', '/api/kitchen/cancel', cancel, staff.headers)).status).toBe(200);

  const { scheduledRelease } = server.app;
  expect(await scheduledRelease.round(minutesBefore(slot, 41))).toEqual([]);
  expect(await scheduledRelease.round(minutesBefore(slot, 40))).toEqual([paid]);
  expect(await scheduledRelease.round(new Date(Date.parse(slot) + 60_000))).toEqual([]);
  expect(await storedOrder(server, unpaid)).toMatchObject({ scheduled: 1, released_at: null });
  expect(await storedOrder(server, cancelled)).toMatchObject({ scheduled: 1, released_at: null });
});

test('the running app releases by itself, every RELEASE_INTERVAL_SECONDS: a board hears it within a round', async () => {
  const running = await startTestServer({ RELEASE_INTERVAL_SECONDS: '1' });
  try {
    const runningCall = client(running.url);
    const runningStaff = await createStaff(running);
    const menu: Lines = [[(await getMenu(runningCall))[0]!, 1]];
    const slot = (await deliverySlots(running))[0]!;
    const orderId = await placeForSlot(running, await createShopper(running), menu, slot);
    const board = await kitchenStream(running, runningStaff);
    opened.push(board);
    // The kitchen now needs 3 hours: the order is due in the kitchen already.
    await preparationTakes(180, { call: runningCall, staff: runningStaff });
    await board.waitForOrder(orderId, (order) => order.scheduled === false, 1_000 + 5_000);
  } finally {
    await running.close();
  }
});

test('RELEASE_INTERVAL_SECONDS is 15 unless set, and a whole number of seconds from 1 to 3600', () => {
  // This file's server's own folder, and a secret given, so reading the settings writes nothing.
  const base = { DATA_DIR: server.config.dataDir, JWT_SECRET: 'x'.repeat(40) };
  expect(loadConfig(base).releaseIntervalSeconds).toBe(15);
  expect(loadConfig({ ...base, RELEASE_INTERVAL_SECONDS: '60' }).releaseIntervalSeconds).toBe(60);
  for (const wrong of ['0', '3601', '1.5', 'soon']) {
    expect(() => loadConfig({ ...base, RELEASE_INTERVAL_SECONDS: wrong })).toThrow(
      `RELEASE_INTERVAL_SECONDS must be a whole number from 1 to 3600 (got "${wrong}")`,
    );
  }
});
