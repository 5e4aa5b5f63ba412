/**
 * The email outbox: each email the shop owes a shopper (a receipt once an order is paid, a note
 * when it goes out for delivery) is a row written in the same transaction as the order's change,
 * then sent by a worker on any instance, retried with backoff (server/mail/outbox.ts).
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import type { Kysely } from 'kysely';

export function outbox() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('email_outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // 'receipt:<order id>': one email of each kind per order, however often it is asked for.
        .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
        // pending -> sent, or failed once the tries run out.
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        // While an instance sends it: no other instance takes it before this time.
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('email_outbox_due')
        .on('email_outbox')
        .columns(['state', 'next_attempt_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('email_outbox').execute();
    },
  };
}
