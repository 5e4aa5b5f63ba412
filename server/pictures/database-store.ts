/**
 * Staff's uploads in the `pictures` table, used when the shop runs on PostgreSQL: every instance,
 * on any machine, serves any picture with nothing shared but the database
 * (docs/operations.md#dish-pictures). Pictures are small WebPs (some 5 to 40 KB), read once per
 * instance and then served from PictureLibrary's cache.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PICTURE_NAME, PICTURE_TYPE, type PictureStore } from './store';

export class DatabasePictureStore implements PictureStore {
  constructor(private readonly db: Kysely<Database>) {}

  async save(name: string, bytes: Buffer): Promise<void> {
    await this.add(name, bytes);
  }

  /**
   * Stores the picture unless its name is already there (a name is its content's hash, so the
   * row there holds the same picture); answers whether it was stored now. One row, so all or
   * nothing.
   */
  async add(name: string, bytes: Buffer): Promise<boolean> {
    const result = await this.db
      .insertInto('pictures')
      .values({ name, bytes, content_type: PICTURE_TYPE, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async open(name: string): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('pictures')
      .select('bytes')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.bytes;
  }

  async names(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('pictures').select('name').execute();
    return new Set(rows.map((row) => row.name));
  }
}

/** Pictures from an uploads folder into the database: how many were added, how many were there. */
export interface ImportResult {
  imported: number;
  alreadyStored: number;
}

/** The picture files in a folder, or none when there is no folder. */
async function pictureFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && PICTURE_NAME.test(e.name)).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Copies the pictures of an uploads folder (what staff uploaded while the shop kept them on
 * disk) into the database, skipping names it already holds, so running it at every start costs
 * one listing once they are in. Instances starting together may each add some; none adds a name
 * twice. The folder is left as it is.
 */
export async function importPictureFolder(
  dir: string,
  store: DatabasePictureStore,
): Promise<ImportResult> {
  const files = await pictureFiles(dir);
  if (files.length === 0) return { imported: 0, alreadyStored: 0 };
  const stored = await store.names();
  let imported = 0;
  for (const name of files) {
    if (stored.has(name)) continue;
    if (await store.add(name, await readFile(path.join(dir, name)))) imported += 1;
  }
  return { imported, alreadyStored: files.length - imported };
}
