/**
 * Pausing new orders (docs/product.md#the-order-board): staff stop new orders for a while or until
 * they resume, kept on the one shop_settings row so every instance agrees.
 * - `paused_at`: when the pause began; null while orders are taken.
 * - `paused_until`: when it ends by itself; null with `paused_at` set: until staff resume.
 * - `paused_by`: the staff account that paused or resumed last.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import type { Kysely } from 'kysely';

const COLUMNS = ['paused_at', 'paused_until', 'paused_by'] as const;

export function pause() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const column of COLUMNS)
        await db.schema.alterTable('shop_settings').addColumn(column, 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const column of COLUMNS)
        await db.schema.alterTable('shop_settings').dropColumn(column).execute();
    },
  };
}
