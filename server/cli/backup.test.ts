/**
 * `npm run backup` and `npm run restore` (docs/operations.md#backups) on the test store's real
 * SQLite file while it serves over real HTTP: the backup runs as its own process under a load of
 * cart adds, and the restored database holds every add acknowledged before the backup began.
 * On PostgreSQL, where pg_dump and pg_restore do this, only their refusal is tested.
 */
import { execFile } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FoodItem } from '../../contract/api';
import { backupDatabase, databaseFile, restoreDatabase } from '../db/backup';
import {
  client,
  createShopper,
  dialectUnderTest,
  getMenu,
  startTestServer,
  type Call,
  type Shopper,
  type TestServer,
} from '../test/helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'server', 'cli', 'backup.ts');
const onSqlite = dialectUnderTest() === 'sqlite' ? describe : describe.skip;

/** The command as `npm run backup -- <file>` runs it (from the sources: no build needed). */
function cli(dataDir: string, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const folders: string[] = [];
function folder(): string {
  const made = mkdtempSync(path.join(tmpdir(), 'storefront-backup-'));
  folders.push(made);
  return made;
}
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

test('with DATABASE_URL set, both point to the PostgreSQL tools and touch nothing', async () => {
  const dataDir = folder();
  const settings = { dataDir, databaseUrl: 'postgres://shop@localhost/storefront' };
  const file = path.join(dataDir, 'copy.sqlite');
  expect(await backupDatabase(settings, file)).toEqual({
    code: 1,
    lines: [
      "The store's database is PostgreSQL (DATABASE_URL is set): use pg_dump instead, as docs/operations.md#backups shows.",
    ],
  });
  const restored = await restoreDatabase(settings, file);
  expect(restored.code).toBe(1);
  expect(restored.lines).toEqual([expect.stringMatching(/: use pg_restore instead, as docs\//)]);
  expect(readdirSync(dataDir)).toEqual([]);
});

onSqlite('on the SQLite file of a store that serves', () => {
  let server: TestServer;
  let call: Call;
  let menu: FoodItem[];

  beforeAll(async () => {
    server = await startTestServer();
    call = client(server.url);
    menu = await getMenu(call);
  });
  afterAll(() => server.close());

  /** Filled by the first test, used by the second: the backup and the adds it must hold. */
  let file: string;
  let restoredDir: string;
  let sample: { shopper: Shopper; dish: string };

  test('a backup under a load of cart adds restores every add acknowledged before it began', async () => {
    const acknowledged: { shopper: Shopper; dish: string }[] = [];
    let loading = true;
    // Each add puts a new dish in a new shopper's cart, so each acknowledged add is one row to
    // look for; every worker takes another shopper when its one has every dish.
    const worker = async () => {
      while (loading) {
        const shopper = await createShopper(server);
        for (const dish of menu) {
          if (!loading) return;
          const reply = await call('POST', '/api/cart/add', { itemId: dish._id }, shopper.headers);
          expect(reply.status).toBe(200);
          acknowledged.push({ shopper, dish: dish._id });
        }
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, worker));
    while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 10));

    const before = acknowledged.map(({ shopper, dish }) => `${shopper.userId} ${dish}`);
    file = path.join(folder(), 'shop.sqlite');
    const backup = await cli(server.config.dataDir, 'backup', file);
    const during = acknowledged.length - before.length;
    loading = false;
    await load;
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(
      /^Backed up .+ to .+shop\.sqlite \(\d+ pages; integrity check ok\)\.\n$/,
    );
    // The store took writes while the backup ran (how many depends on the machine's load).
    expect(during).toBeGreaterThan(5);

    restoredDir = folder();
    const restored = await restoreDatabase({ dataDir: restoredDir, databaseUrl: undefined }, file);
    expect(restored).toEqual({
      code: 0,
      lines: [
        `Restored ${file} to ${databaseFile(restoredDir)}.`,
        'There was no database to replace.',
        'Start the store again: it opens the restored database.',
      ],
    });
    const db = new SQLite(databaseFile(restoredDir), { readonly: true });
    try {
      expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const rows = db.prepare('SELECT user_id, food_id FROM cart_items').all() as {
        user_id: string;
        food_id: string;
      }[];
      const inCarts = new Set(rows.map((row) => `${row.user_id} ${row.food_id}`));
      expect(before.filter((add) => !inCarts.has(add))).toEqual([]);
    } finally {
      db.close();
    }
    sample = acknowledged[0]!;
  });

  test('a store serves the restored database; restore refuses while it runs, works once it stops', async () => {
    const running = await startTestServer({
      DATA_DIR: restoredDir,
      JWT_SECRET: server.config.jwtSecret,
    });
    let newcomer: Shopper;
    try {
      const shopperCall = () =>
        client(running.url)('POST', '/api/cart/get', undefined, sample.shopper.headers);
      expect((await shopperCall()).body.cartData).toMatchObject({ [sample.dish]: 1 });
      newcomer = await createShopper(running);

      const refused = await cli(restoredDir, 'restore', file);
      expect(refused).toEqual({
        code: 1,
        stdout: '',
        stderr: `The store is running on ${restoredDir}: its database is open. Stop the store, then restore. Nothing was changed.\n`,
      });
      // Its database is untouched and it goes on serving.
      expect(readdirSync(restoredDir).filter((name) => name.includes('restor'))).toEqual([]);
      expect((await shopperCall()).status).toBe(200);
    } finally {
      await running.close();
    }
    // What a store killed mid-write can leave beside its database.
    writeFileSync(`${databaseFile(restoredDir)}-shm`, Buffer.alloc(32_768, 0x5a));
    const restored = await restoreDatabase({ dataDir: restoredDir, databaseUrl: undefined }, file);
    expect(restored.code).toBe(0);
    const [aside] = readdirSync(restoredDir).filter((name) => name.includes('.before-restore-'));
    expect(restored.lines[1]).toBe(
      `The database it replaced is kept as ${path.join(restoredDir, aside!)}.`,
    );
    // No -wal or -shm of the replaced database is left; the database it kept has the newcomer.
    expect(readdirSync(restoredDir).filter((name) => /-(wal|shm)$/.test(name))).toEqual([]);
    const kept = new SQLite(path.join(restoredDir, aside!), { readonly: true });
    try {
      expect(kept.prepare('SELECT id FROM users WHERE id = ?').get(newcomer.userId)).toBeTruthy();
    } finally {
      kept.close();
    }
  });

  test('restore refuses a file that is not a sound store database, changing nothing', async () => {
    const dataDir = folder();
    const settings = { dataDir: path.join(dataDir, 'data'), databaseUrl: undefined };
    const text = path.join(dataDir, 'notes.txt');
    writeFileSync(text, 'Tuesday: order more paneer.\n'.repeat(200));
    const other = path.join(dataDir, 'other.sqlite');
    const db = new SQLite(other);
    db.exec('CREATE TABLE recipes (name TEXT)');
    db.close();
    const damaged = path.join(dataDir, 'damaged.sqlite');
    expect((await backupDatabase(server.config, damaged)).code).toBe(0);
    const bytes = new SQLite(damaged);
    const pageSize = bytes.pragma('page_size', { simple: true }) as number;
    bytes.close();
    // Garbage over the third page (a table's b-tree), as a bad disk sector would leave.
    const handle = openSync(damaged, 'r+');
    writeSync(handle, Buffer.alloc(pageSize, 0xa5), 0, pageSize, 2 * pageSize);
    closeSync(handle);

    for (const [file, message] of [
      [text, `${text} is not a SQLite database.`],
      [
        other,
        `${other} is a SQLite database, but not the store's: it has no kysely_migration table.`,
      ],
      [damaged, expect.stringMatching(/^.+damaged\.sqlite fails SQLite's integrity check: .+/)],
      [dataDir, `${dataDir} is not a file.`],
      [
        path.join(dataDir, 'missing.sqlite'),
        `There is no file ${path.join(dataDir, 'missing.sqlite')}.`,
      ],
    ] as const) {
      expect(await restoreDatabase(settings, file)).toEqual({
        code: 1,
        lines: [message, 'Nothing was changed.'],
      });
    }
    expect(readdirSync(dataDir).sort()).toEqual(['damaged.sqlite', 'notes.txt', 'other.sqlite']);
  });
});
