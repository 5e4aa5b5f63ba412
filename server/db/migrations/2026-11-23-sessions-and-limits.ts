/**
 * Sessions that end on the server, rate limits that several instances share, and an index for
 * the payment reconciler.
 * Frozen: never edit a shipped migration, add a new one.
 */
import type { Kysely } from 'kysely';

export function sessionsAndLimits() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Tokens issued before this time (seconds since the epoch) no longer open the account.
      await db.schema
        .alterTable('users')
        .addColumn('tokens_valid_after', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      // Tokens ended one by one (logout); kept until they would have expired anyway.
      await db.schema
        .createTable('revoked_tokens')
        .addColumn('jti', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('revoked_tokens_expiry')
        .on('revoked_tokens')
        .column('expires_at')
        .execute();

      // One counter per key and window; a request reserves its place with one atomic upsert.
      await db.schema
        .createTable('rate_limit_counters')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_counters_pk', ['key', 'window_start'])
        .execute();
      await db.schema
        .createIndex('rate_limit_counters_expiry')
        .on('rate_limit_counters')
        .column('expires_at')
        .execute();

      // The reconciler looks for orders left awaiting payment, oldest first.
      await db.schema
        .createIndex('orders_status_updated')
        .on('orders')
        .columns(['status', 'updated_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('orders_status_updated').execute();
      await db.schema.dropTable('rate_limit_counters').execute();
      await db.schema.dropTable('revoked_tokens').execute();
      await db.schema.alterTable('users').dropColumn('tokens_valid_after').execute();
    },
  };
}
