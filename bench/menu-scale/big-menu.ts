/**
 * The 10,000-dish store of bench:menu: the built store started on a scratch data folder (which
 * seeds the 32 sample dishes), stopped, given 9,968 more dishes straight in its SQLite file, and
 * started again on that folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from '../server-process';

export const DISHES = 10_000;
const VARIANTS = ['Classic', 'Spicy', 'Smoky', 'Garden', 'House', 'Crispy', 'Zesty', 'Royal'];

/** A dish as the food table stores it, the columns bench:menu copies. */
export interface FoodRow {
  name: string;
  description: string;
  /** Whole paise. */
  price_paise: number;
  category: string;
  image: string;
  /** Dietary labels as stored (server/db/migrations/2026-11-28-diet.ts). */
  labels: string;
}

/** A dish to insert: a variant of a sample dish, at its place after the sample menu. */
export interface VariantDish extends FoodRow {
  position: number;
}

/**
 * `count` dishes made from the sample ones in turn: 'Spicy Chicken Salad 2', the sample's
 * description, category, picture and dietary labels (so the diet filters have work), its price
 * plus ₹0 to ₹60 in whole rupees, positions after `lastPosition`.
 */
function variantDishes(
  sample: readonly FoodRow[],
  count: number,
  lastPosition: number,
): VariantDish[] {
  const dishes: VariantDish[] = [];
  for (let i = 0; i < count; i += 1) {
    const base = sample[i % sample.length]!;
    const round = Math.floor(i / sample.length);
    dishes.push({
      ...base,
      name: `${VARIANTS[round % VARIANTS.length]} ${base.name} ${round + 1}`,
      price_paise: base.price_paise + (i % 7) * 1000,
      position: lastPosition + 1 + i,
    });
  }
  return dishes;
}

/** Fills the seeded database in `dataDir` up to DISHES dishes. */
function insertDishes(dataDir: string): void {
  const db = new Database(path.join(dataDir, 'storefront.sqlite'));
  const sample = db
    .prepare(
      'SELECT name, description, price_paise, category, image, labels FROM food ORDER BY position',
    )
    .all() as FoodRow[];
  const { last } = db.prepare('SELECT MAX(position) AS last FROM food').get() as { last: number };
  const insert = db.prepare(
    'INSERT INTO food (id, name, description, price_paise, category, image, labels, position, created_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const createdAt = new Date().toISOString();
  db.transaction(() => {
    for (const dish of variantDishes(sample, DISHES - sample.length, last)) {
      const { name, description, price_paise, category, image, labels, position } = dish;
      const id = randomBytes(12).toString('hex');
      insert.run(id, name, description, price_paise, category, image, labels, position, createdAt);
    }
  })();
  db.close();
}

/** Bytes of one reply as sent, asking for the given encoding (node:http does not decode). */
export function replyBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

/** ms for one GET /api/food/list asking for brotli, body read. */
async function timeList(url: string): Promise<number> {
  const started = performance.now();
  await replyBytes(`${url}/api/food/list`, 'br');
  return Math.round(performance.now() - started);
}

export interface BigMenuServer extends RunningServer {
  /** The first food/list reply after the start (the server prepares and compresses it), ms. */
  coldListMs: number;
  /** The next one, served from the prepared body, ms. */
  warmListMs: number;
}

/**
 * The 32-dish store, then 9,968 more dishes written into its database; started again and asked
 * for the menu twice (cold, warm), so the figures after it see a warm server.
 */
export async function startBigMenuServer(): Promise<BigMenuServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-menu-'));
  await (await startServer({ DATA_DIR: dataDir })).stop();
  insertDishes(dataDir);
  const server = await startServer({ DATA_DIR: dataDir });
  return {
    ...server,
    coldListMs: await timeList(server.url),
    warmListMs: await timeList(server.url),
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
