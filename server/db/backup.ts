/**
 * Backs up and restores the SQLite database (docs/operations.md#backups). A backup is SQLite's
 * online backup, taken while the store serves; a restore swaps the database file with the store
 * stopped. PostgreSQL has its own tools (pg_dump, pg_restore): with DATABASE_URL set both refuse.
 */
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** The settings both read, as the store reads them (server/config.ts). */
export interface DatabaseSettings {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** What to print and the exit code; a refusal goes to stderr with a non-zero code. */
export interface Outcome {
  lines: string[];
  code: number;
}

/** The file openDatabase (database.ts) keeps the store in, inside DATA_DIR. */
export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'storefront.sqlite');
}

/** The table Kysely's Migrator keeps the store's migrations in: every store database has it. */
const MIGRATIONS_TABLE = 'kysely_migration';

/** Pages copied per backup step: all of them, so a steady stream of writes cannot restart it. */
const ALL_PAGES = 0x7fffffff;

const refusal = (...lines: string[]): Outcome => ({ lines, code: 1 });

const postgresRefusal = (tool: string): Outcome =>
  refusal(
    `The store's database is PostgreSQL (DATABASE_URL is set): use ${tool} instead, as docs/operations.md#backups shows.`,
  );

/** Writes a directory's entries (a rename) to disk. */
function syncFolder(folder: string): void {
  const handle = openSync(folder, 'r');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
}

/** Why the file cannot be restored, or undefined when it is a sound store database. */
function problemWith(file: string): string | undefined {
  if (!existsSync(file)) return `There is no file ${file}.`;
  if (!statSync(file).isFile()) return `${file} is not a file.`;
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const report = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
    if (report.join() !== 'ok')
      return `${file} fails SQLite's integrity check: ${report.slice(0, 3).join('; ')}`;
    const migrations = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?")
      .get(MIGRATIONS_TABLE);
    if (!migrations)
      return `${file} is a SQLite database, but not the store's: it has no ${MIGRATIONS_TABLE} table.`;
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_NOTADB') return `${file} is not a SQLite database.`;
    if (code === 'SQLITE_CANTOPEN') return `${file} cannot be opened: is it a file you may read?`;
    if (code === 'SQLITE_CORRUPT') return `${file} fails SQLite's integrity check: it is damaged.`;
    throw error;
  } finally {
    db?.close();
  }
}

/**
 * Makes a consistent copy of the store's database at `target` while the store serves. The copy
 * is written beside the target, checked, made a self-contained file (no -wal beside it), and
 * only then renamed to the target, so a failed run never leaves half a backup under its name.
 */
export async function backupDatabase(settings: DatabaseSettings, target: string): Promise<Outcome> {
  if (settings.databaseUrl) return postgresRefusal('pg_dump');
  const source = databaseFile(settings.dataDir);
  if (!existsSync(source))
    return refusal(`There is no store database at ${source}: is DATA_DIR the store's?`);
  const destination = path.resolve(target);
  if (destination === source) return refusal('The backup cannot overwrite the database itself.');
  if (!existsSync(path.dirname(destination)))
    return refusal(`The folder ${path.dirname(destination)} does not exist.`);

  const partial = `${destination}.partial`;
  // Private from the start, as the database is: it holds accounts and orders.
  closeSync(openSync(partial, 'w', 0o600));
  try {
    const live = new SQLite(source, { fileMustExist: true });
    let pages: number;
    try {
      live.pragma('busy_timeout = 5000');
      // One step is one read transaction: a snapshot of every committed write, while the store
      // keeps writing to the WAL beside it.
      ({ totalPages: pages } = await live.backup(partial, { progress: () => ALL_PAGES }));
    } finally {
      live.close();
    }
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const problem = problemWith(partial);
    if (problem) return refusal(problem, 'No backup was written.');
    renameSync(partial, destination);
    syncFolder(path.dirname(destination));
    return {
      lines: [`Backed up ${source} to ${destination} (${pages} pages; integrity check ok).`],
      code: 0,
    };
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Whether no process has the database open: with an exclusive lock taken, SQLite folds the WAL
 * into the file and removes it at close, so the file alone holds everything. A store that
 * serves keeps a shared lock on the file for as long as it runs; the operating system drops
 * that lock when a process ends, so a store that crashed does not count as running.
 */
function closedEverywhere(file: string): boolean {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 1000');
    db.pragma('locking_mode = EXCLUSIVE');
    db.prepare('SELECT count(*) FROM sqlite_master').get();
    const [checkpoint] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    return checkpoint?.busy === 0;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
    throw error;
  } finally {
    db.close();
  }
}

/** A refusal when the store's database is open in another process, or cannot be opened. */
function openElsewhere(live: string): Outcome | undefined {
  try {
    if (closedEverywhere(live)) return undefined;
    return refusal(
      `The store is running on ${path.dirname(live)}: its database is open. Stop the store, then restore. Nothing was changed.`,
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'SQLITE_NOTADB' && code !== 'SQLITE_CORRUPT') throw error;
    return refusal(
      `The database at ${live} is too damaged to open, so it cannot tell whether the store is running. Stop the store, move that file aside yourself, then restore again. Nothing was changed.`,
    );
  }
}

/**
 * Puts a backup in place of the store's database, the store stopped. The backup is checked
 * first; the database it replaces is kept beside it, never deleted, and the old database's -wal
 * and -shm files are removed so SQLite cannot apply them to the restored one.
 */
export async function restoreDatabase(
  settings: DatabaseSettings,
  backup: string,
): Promise<Outcome> {
  if (settings.databaseUrl) return postgresRefusal('pg_restore');
  const file = path.resolve(backup);
  const live = databaseFile(settings.dataDir);
  if (file === live) return refusal('That file is the store database itself.');
  const problem = problemWith(file);
  if (problem) return refusal(problem, 'Nothing was changed.');
  mkdirSync(settings.dataDir, { recursive: true, mode: 0o700 });
  const inUse = existsSync(live) ? openElsewhere(live) : undefined;
  if (inUse) return inUse;

  const staging = `${live}.restoring`;
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(staging, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  chmodSync(staging, 0o600);
  const aside = `${live}.before-restore-${new Date().toISOString().replace(/:/g, '-')}`;
  try {
    // Asked again just before the swap, in case a store started during the copy.
    if (existsSync(live)) {
      const startedMeanwhile = openElsewhere(live);
      if (startedMeanwhile) return startedMeanwhile;
      renameSync(live, aside);
    }
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(live + suffix, { force: true });
    renameSync(staging, live);
    syncFolder(settings.dataDir);
  } finally {
    rmSync(staging, { force: true });
  }
  return {
    lines: [
      `Restored ${file} to ${live}.`,
      existsSync(aside)
        ? `The database it replaced is kept as ${aside}.`
        : 'There was no database to replace.',
      'Start the store again: it opens the restored database.',
    ],
    code: 0,
  };
}
