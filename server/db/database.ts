/**
 * Opens the database the configuration names: the SQLite file in the data folder by default,
 * PostgreSQL when DATABASE_URL is set. Migrations run before anything else touches it.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';
import { initial } from './migrations/2026-11-21-initial';
import { sessionsAndLimits } from './migrations/2026-11-23-sessions-and-limits';
import { kitchen } from './migrations/2026-11-25-kitchen';
import { menu } from './migrations/2026-11-26-menu';
import { outbox } from './migrations/2026-11-27-outbox';
import { diet } from './migrations/2026-11-28-diet';
import { promoHolds } from './migrations/2026-11-29-promo-holds';
import { pictures } from './migrations/2026-11-30-pictures';
import { dishOptions } from './migrations/2026-12-01-dish-options';
import { reports } from './migrations/2026-12-03-reports';
import { passwordResets } from './migrations/2026-12-02-password-resets';
import { sampleOptions } from './migrations/2026-12-04-sample-options';
import { pause } from './migrations/2026-12-05-pause';
import { fulfilment } from './migrations/2026-12-06-fulfilment';
import { acceptance } from './migrations/2026-12-07-acceptance';
import { dishSlugs } from './migrations/2026-12-09-dish-slugs';
import { ratings } from './migrations/2026-12-08-ratings';
import { addressBook } from './migrations/2026-12-10-address-book';
import { reportsPayOnDelivery } from './migrations/2026-12-12-reports-pay-on-delivery';
import { reportSlots } from './migrations/2026-12-13-r31-report-slots';

/** How long a call waits for a PostgreSQL connection: the pool's free one, or a new one. */
const CONNECTION_TIMEOUT_MS = 5_000;

export type DialectName = 'sqlite' | 'postgres';

export interface ShopDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Reads one row of the menu: throws when the database cannot be reached (GET /api/health). */
export async function answers(db: Kysely<Database>): Promise<void> {
  await db.selectFrom('food').select('id').limit(1).execute();
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Told when an idle PostgreSQL connection fails (the pool replaces it). */
  onIdleConnectionError?: (error: Error) => void;
}

/** Only the store's own user may read the data: accounts, orders and the token secret. */
function makePrivateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

function openSqlite(dataDir: string): Kysely<Database> {
  makePrivateDataDir(dataDir);
  const filePath = path.join(dataDir, 'storefront.sqlite');
  // Created private before SQLite opens it; SQLite gives its -wal and -shm files the same mode.
  closeSync(openSync(filePath, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(filePath + suffix)) chmodSync(filePath + suffix, 0o600);
  }
  const file = new SQLite(filePath);
  // WAL lets readers run beside the writer. synchronous=NORMAL in WAL mode never corrupts the
  // database; a power cut may lose the last transactions, not a process crash. FULL makes every
  // commit wait for the disk, which the cart add's latency shows (docs/operations.md#benchmarks).
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file) }),
  });
}

function openPostgres(
  databaseUrl: string,
  onIdleConnectionError: (error: Error) => void = () => {},
): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // A call waits at most this long for a connection, then fails (a 503, http/errors.ts) rather
    // than hanging while the database is away; a dead server's silence is noticed by keepalive.
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection that the server closes (a restart, a failover, an administrator) makes the
  // pool emit 'error'; unheard, that event would stop the whole process.
  pool.on('error', onIdleConnectionError);
  // A connection lent out (between the queries of a transaction) has no listener of the pool's:
  // its error would stop the process too. The query waiting on it fails instead, and the pool
  // drops the broken connection when it comes back.
  pool.on('connect', (connection) => connection.on('error', onIdleConnectionError));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function migrations(dialect: DialectName): MigrationProvider {
  const all: Record<string, Migration> = {
    '2026-11-21-initial': initial(dialect),
    '2026-11-23-sessions-and-limits': sessionsAndLimits(),
    '2026-11-25-kitchen': kitchen(),
    '2026-11-26-menu': menu(),
    '2026-11-27-outbox': outbox(),
    '2026-11-28-diet': diet(),
    '2026-11-29-promo-holds': promoHolds(),
    '2026-11-30-pictures': pictures(dialect),
    '2026-12-01-dish-options': dishOptions(),
    '2026-12-03-reports': reports(dialect),
    '2026-12-02-password-resets': passwordResets(dialect),
    '2026-12-04-sample-options': sampleOptions(),
    '2026-12-05-pause': pause(),
    '2026-12-06-fulfilment': fulfilment(),
    '2026-12-07-acceptance': acceptance(),
    '2026-12-09-dish-slugs': dishSlugs(),
    '2026-12-08-ratings': ratings(dialect),
    '2026-12-10-address-book': addressBook(),
    '2026-12-12-reports-pay-on-delivery': reportsPayOnDelivery(dialect),
    '2026-12-13-r31-report-slots': reportSlots(dialect),
  };
  return { getMigrations: () => Promise.resolve(all) };
}

export async function openDatabase(options: DatabaseOptions): Promise<ShopDatabase> {
  const dialect: DialectName = options.databaseUrl ? 'postgres' : 'sqlite';
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onIdleConnectionError)
    : openSqlite(options.dataDir);
  try {
    const { error } = await new Migrator({ db, provider: migrations(dialect) }).migrateToLatest();
    if (error) throw error;
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect };
}
