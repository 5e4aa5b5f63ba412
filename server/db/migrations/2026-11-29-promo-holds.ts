/**
 * One held use of a promo code per account (docs/product.md#promo-codes): `hold_key` (code:user)
 * is set while a redemption is held, so a unique index refuses a second hold of the same code by
 * the same account even under concurrency. Redemptions held before this migration keep no key;
 * they end with their checkouts.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import type { Kysely } from 'kysely';

export function promoHolds() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('promo_redemptions').addColumn('hold_key', 'text').execute();
      await db.schema
        .createIndex('promo_redemptions_hold')
        .on('promo_redemptions')
        .column('hold_key')
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('promo_redemptions_hold').execute();
      await db.schema.alterTable('promo_redemptions').dropColumn('hold_key').execute();
    },
  };
}
