/**
 * Scheduled orders released on two instances of one PostgreSQL database
 * (docs/product.md#ordering-ahead): both tick at once, and each order is released by exactly one
 * of them, once; a board on either instance hears every release through PostgreSQL's
 * notifications, whichever instance made it. Needs TEST_DATABASE_URL; skipped without it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PREPARATION_MINUTES } from '../../contract/fulfilment';
import {
  client,
  createPostgresDatabase,
  createShopper,
  createStaff,
  getMenu,
  startInstance,
  type TestServer,
} from '../test/helpers';
import {
  deliverySlots,
  kitchenStream,
  minutesBefore,
  placeForSlot,
} from '../test/schedule-helpers';
import type { SseStream } from '../test/sse-client';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
if (!serverUrl) console.info('release-instances.test.ts: skipped, set TEST_DATABASE_URL to run it');

let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
let a: TestServer, b: TestServer;
const opened: SseStream[] = [];

onPostgres('scheduled orders released on two instances', () => {
  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-release-'));
    // One after the other: the first runs the migrations.
    a = await startInstance(database.url, dataDir, 'a');
    b = await startInstance(database.url, dataDir, 'b');
  });
  afterAll(async () => {
    for (const stream of opened.splice(0)) stream.close();
    await a?.close();
    await b?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('ticking together, A and B release each order once, and both boards hear every one', async () => {
    const staff = await createStaff(a);
    const lines = [[(await getMenu(client(a.url)))[0]!, 1] as const];
    const slot = (await deliverySlots(a))[4]!;
    const orderIds = await Promise.all(
      Array.from({ length: 6 }, async (_, index) =>
        placeForSlot(index % 2 ? a : b, await createShopper(a), lines, slot),
      ),
    );
    const boards = await Promise.all([kitchenStream(a, staff), kitchenStream(b, staff)]);
    opened.push(...boards);

    const at = minutesBefore(slot, DEFAULT_PREPARATION_MINUTES);
    const rounds = await Promise.all([a, b].map((server) => server.app.scheduledRelease.round(at)));
    const released = rounds.flat();
    expect([...released].sort()).toEqual([...orderIds].sort());

    const events = await a.app.database.db
      .selectFrom('order_events')
      .select('order_id')
      .where('reason', '=', 'released to the kitchen')
      .execute();
    expect(events.map((event) => event.order_id).sort()).toEqual([...orderIds].sort());
    for (const board of boards)
      for (const orderId of orderIds)
        await board.waitForOrder(orderId, (order) => order.scheduled === false, 2_000);
  });
});
