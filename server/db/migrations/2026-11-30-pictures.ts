/**
 * Staff's uploaded dish pictures in the database (docs/operations.md#dish-pictures): on
 * PostgreSQL every instance, on any machine, serves any picture from here. SQLite gets the table
 * too, unused: its pictures stay in UPLOADS_DIR.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import type { Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

export function pictures(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('pictures')
        // `<hash>.webp` or `<hash>-200.webp` (pictures/convert.ts): its content never changes.
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('pictures').execute();
    },
  };
}
