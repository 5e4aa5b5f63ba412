/**
 * Staff's uploads in the `pictures` table, used when the shop runs on PostgreSQL: every instance,
 * on any machine, serves any picture with nothing shared but the database
 * (docs/operations.md#dish-pictures). Pictures are small WebPs (some 5 to 40 KB), read once per
 * instance and then served from PictureLibrary's cache. Copying an uploads folder in:
 * import-folder.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PICTURE_TYPE, type PictureStore } from './store';

export class PictureRepository implements PictureStore {
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
