/**
 * Accepting an order with a time, and why an order was cancelled (docs/product.md#the-order-board):
 * - `accepted_at`, `accepted_by`: when the kitchen accepted a paid order and who; null while the
 *   order is 'New' on the board (the shopper may still cancel it).
 * - `cancel_reason`: the restaurant's reason for cancelling or rejecting; null otherwise.
 * - `cancelled_by`: 'restaurant' or 'shopper'; null while the order is not cancelled.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import type { Kysely } from 'kysely';

const COLUMNS = ['accepted_at', 'accepted_by', 'cancel_reason', 'cancelled_by'] as const;

export function acceptance() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const column of COLUMNS)
        await db.schema.alterTable('orders').addColumn(column, 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const column of COLUMNS)
        await db.schema.alterTable('orders').dropColumn(column).execute();
    },
  };
}
