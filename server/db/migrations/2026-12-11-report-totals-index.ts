/**
 * The reports' totals read only an index (docs/product.md#reports): paid orders by payment time,
 * with the refund, the amount and the fulfilment (pickup or delivery) that each period's figures
 * sum, so counting the pickups reads no order's row. The index of 2026-12-03-reports stays: the
 * CSV pages through it by payment time and id.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import { sql, type Kysely } from 'kysely';

export function reportTotalsIndex() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('orders_paid_totals')
        .on('orders')
        .columns(['paid_at', 'refund_id', 'amount', 'fulfilment'])
        .where(sql.ref('paid'), '=', 1)
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('orders_paid_totals').execute();
    },
  };
}
