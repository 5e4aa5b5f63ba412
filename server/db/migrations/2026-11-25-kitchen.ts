/**
 * The restaurant's side: account roles, who changed an order and when it was paid, refunds, and
 * the single-use tickets that open live streams.
 * Frozen: never edit a shipped migration, add a new one.
 */
import { sql, type Kysely } from 'kysely';

export function kitchen() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Every account is a shopper until the `staff` command says otherwise.
      await db.schema
        .alterTable('users')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('shopper'))
        .execute();

      // Who made a change: a staff account's id, or null for the shop itself (payments).
      await db.schema.alterTable('order_events').addColumn('actor_id', 'text').execute();

      // When the payment was confirmed (the board's clock), and the refund of a cancelled order.
      await db.schema.alterTable('orders').addColumn('paid_at', 'text').execute();
      await db.schema.alterTable('orders').addColumn('refund_id', 'text').execute();
      await sql`
        update orders set paid_at = (
          select min(e.created_at) from order_events e
          where e.order_id = orders.id and e.status = 'Food Processing'
        )
        where paid = 1
      `.execute(db);

      // A ticket is stored as its SHA-256: the table never holds anything that opens a stream.
      await db.schema
        .createTable('stream_tickets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('stream', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        // The session that asked for it: the stream stays open only while that session does.
        .addColumn('jti', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'bigint', (c) => c.notNull())
        .addColumn('token_expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('stream_tickets_expiry')
        .on('stream_tickets')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('stream_tickets').execute();
      await db.schema.alterTable('orders').dropColumn('refund_id').execute();
      await db.schema.alterTable('orders').dropColumn('paid_at').execute();
      await db.schema.alterTable('order_events').dropColumn('actor_id').execute();
      await db.schema.alterTable('users').dropColumn('role').execute();
    },
  };
}
