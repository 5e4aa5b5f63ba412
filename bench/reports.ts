/**
 * Reports benchmark (npm run bench:reports): 100,000 paid orders, written in bulk into a scratch
 * SQLite database and, when TEST_DATABASE_URL names a PostgreSQL server, into a scratch database
 * there (dropped afterwards). Then the report of each period (today, 7 and 30 days), made as the
 * route makes it (ReportService: the SQL of server/reports/repository.ts), timed as the median of
 * several runs after a warm-up; and the 30 days' CSV, streamed to the end. The budget is 300 ms
 * per report (docs/operations.md#benchmarks). The orders spread over the last 35 days, one to four
 * lines each from 32 dishes, each accepted within 9 minutes, with steps after acceptance for most
 * and a refund for 1 in 50.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type ShopDatabase } from '../server/db/database';
import { reportSlots } from '../server/db/migrations/2026-12-13-r31-report-slots';
import type { Database } from '../server/db/schema';
import { ordersCsv } from '../server/reports/csv';
import type { ReportPeriod } from '../server/reports/period';
import { ReportRepository } from '../server/reports/repository';
import { ReportService } from '../server/reports/service';

const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 7);
const BUDGET_MS = 300;
const BATCH = 500;
const DAYS = 35;
const TIME_ZONE = 'Asia/Kolkata';
const PERIODS: ReportPeriod[] = ['today', '7d', '30d'];
const DISHES = Array.from({ length: 32 }, (_, index) => ({
  name: `Dish ${index + 1}`,
  price: 5 + (index % 8) * 2.5,
}));

/** A small seeded generator, so both databases get the very same orders. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type OrderRow = Insertable<Database['orders']>;

async function seed(db: Kysely<Database>): Promise<void> {
  const userId = randomUUID();
  const now = Date.now();
  await db
    .insertInto('users')
    .values({
      id: userId,
      name: 'Bench Shopper',
      email: 'bench@example.com',
      email_key: 'bench@example.com',
      password_hash: 'x',
      created_at: new Date(now).toISOString(),
    })
    .execute();
  const random = generator(31);
  for (let start = 0; start < ORDERS; start += BATCH) {
    const orders: OrderRow[] = [];
    const events: Array<{ order_id: string; status: string; reason: string; created_at: string }> =
      [];
    for (let index = start; index < Math.min(start + BATCH, ORDERS); index += 1) {
      const id = randomUUID();
      const paidMs = now - Math.floor(random() * DAYS * 86_400_000);
      const paidAt = new Date(paidMs).toISOString();
      const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, line) => ({
        foodId: `dish-${line}`,
        ...DISHES[Math.floor(random() * DISHES.length)]!,
        quantity: 1 + Math.floor(random() * 3),
      }));
      const subtotal = lines.reduce((sum, line) => sum + line.price * 10 * line.quantity, 0);
      const refunded = random() < 0.02;
      const after = (minutes: number) => new Date(paidMs + minutes * 60_000).toISOString();
      orders.push({
        id,
        user_id: userId,
        items: JSON.stringify(lines),
        amount: subtotal + 50,
        address: '{}',
        status: refunded ? 'Cancelled' : 'Delivered',
        paid: 1,
        cart_key: id,
        provider: 'test',
        session_id: null,
        session_url: null,
        session_expires_at: null,
        created_at: paidAt,
        updated_at: paidAt,
        paid_at: paidAt,
        refund_id: refunded ? `re_${index}` : null,
        promo_code: null,
        discount: 0,
        accepted_at: after(1 + (index % 8)),
      });
      if (refunded || random() < 0.1) continue;
      events.push(
        { order_id: id, status: 'Out for delivery', reason: 'bench', created_at: after(15) },
        { order_id: id, status: 'Delivered', reason: 'bench', created_at: after(40) },
      );
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('orders').values(orders).execute();
      if (events.length > 0) await trx.insertInto('order_events').values(events).execute();
    });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measure(name: string, database: ShopDatabase): Promise<void> {
  console.log(
    `\n${name}: load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`,
  );
  // Written without the slot sums' triggers (which sum each order as it comes), then summed at
  // once as the migration sums the orders of a shop that upgrades.
  const sums = reportSlots(database.dialect);
  await sums.down(database.db as never);
  const seeding = await timed(() => seed(database.db));
  const summing = await timed(() => sums.up(database.db as never));
  console.log(
    `\n${name}: ${ORDERS.toLocaleString('en')} orders seeded in ${(seeding / 1000).toFixed(1)} s, ` +
      `their slot sums made by the migration in ${(summing / 1000).toFixed(1)} s`,
  );
  const reports = new ReportRepository(database.db, database.dialect);
  const service = new ReportService(reports, () => Promise.resolve(TIME_ZONE));
  for (const period of PERIODS) {
    const report = await service.report(period);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await timed(() => service.report(period)));
    const ms = median(times);
    console.log(
      `  report ${period.padEnd(5)} ${report.orders.toString().padStart(6)} orders: median ` +
        `${ms.toFixed(0).padStart(4)} ms of ${RUNS} (budget ${BUDGET_MS} ms: ` +
        `${ms < BUDGET_MS ? 'met' : 'NOT met'}); revenue ${report.revenue}, minutes to ` +
        `accept ${report.minutesPaidToAccepted}, to deliver ${report.minutesAcceptedToDelivered}`,
    );
  }
  let bytes = 0;
  const csvMs = await timed(async () => {
    for await (const chunk of ordersCsv(reports, await service.window('30d')))
      bytes += chunk.length;
  });
  console.log(`  CSV 30d: ${(bytes / 1e6).toFixed(1)} MB in ${(csvMs / 1000).toFixed(2)} s`);
}

async function onSqlite(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-reports-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await measure('SQLite', database);
  } finally {
    await database.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string): Promise<void> {
  const name = `storefront_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
    try {
      await measure('PostgreSQL', database);
    } finally {
      await database.db.destroy();
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function main(): Promise<void> {
  console.log(
    `Reports: ${ORDERS.toLocaleString('en')} paid orders over ${DAYS} days, ${TIME_ZONE}`,
  );
  await onSqlite();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await onPostgres(serverUrl);
  else console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL to a server to include it)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
