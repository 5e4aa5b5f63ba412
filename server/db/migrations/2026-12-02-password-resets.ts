/**
 * Password resets (server/accounts/): each emailed reset link is a row holding the SHA-256 hash of
 * its token (never the token), its account, when it stops working and when it was used. The
 * email outbox learns to carry emails that belong to no order: its order_id becomes optional and
 * a reset's email names its reset in reset_id.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import { sql, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

/** The outbox's columns as they are after this migration; SQLite rebuilds the table to get them. */
async function createOutbox(db: Kysely<unknown>, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('reset_id', 'text', (c) => c.references('password_resets.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
}

const OUTBOX_COLUMNS = sql.raw(
  'id, dedupe_key, kind, order_id, state, attempts, next_attempt_at, locked_until, last_error, created_at, sent_at',
);

export function passwordResets(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('password_resets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // Hex SHA-256 of the link's token: a copy of the table opens no account.
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('password_resets_user')
        .on('password_resets')
        .column('user_id')
        .execute();

      if (dialect === 'postgres') {
        await sql`alter table email_outbox alter column order_id drop not null`.execute(db);
        await db.schema
          .alterTable('email_outbox')
          .addColumn('reset_id', 'text', (c) =>
            c.references('password_resets.id').onDelete('cascade'),
          )
          .execute();
        return;
      }
      // SQLite cannot drop a NOT NULL: the table is copied into one made anew. Nothing refers to it.
      await createOutbox(db, 'email_outbox_next');
      await sql`insert into email_outbox_next (${OUTBOX_COLUMNS}) select ${OUTBOX_COLUMNS} from email_outbox`.execute(
        db,
      );
      await db.schema.dropTable('email_outbox').execute();
      await sql`alter table email_outbox_next rename to email_outbox`.execute(db);
      await db.schema
        .createIndex('email_outbox_due')
        .on('email_outbox')
        .columns(['state', 'next_attempt_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db
        .deleteFrom('email_outbox' as never)
        .where('reset_id' as never, 'is not', null)
        .execute();
      await db.schema.alterTable('email_outbox').dropColumn('reset_id').execute();
      await db.schema.dropTable('password_resets').execute();
    },
  };
}
