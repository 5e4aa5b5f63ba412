/**
 * The menu the restaurant runs: prices kept exactly as whole paise, dishes that can be marked
 * unavailable or removed (soft: past orders keep their lines), the shop's settings (opening hours,
 * time zone, minimum order) and promo codes with their redemptions.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import { sql, type Kysely } from 'kysely';

export function menu() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // A price was a base number (12 for ₹120); it becomes paise (12000), exact for any rupee sum.
      await db.schema.alterTable('food').renameColumn('price', 'price_paise').execute();
      await sql`update food set price_paise = price_paise * 1000`.execute(db);
      await db.schema
        .alterTable('food')
        .addColumn('available', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('food').addColumn('deleted_at', 'text').execute();
      await db.schema.alterTable('food').addColumn('updated_at', 'text').execute();

      // One row (id 1) once staff save settings; until then the defaults apply.
      await db.schema
        .createTable('shop_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('hours', 'text', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('minimum_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();

      await db.schema
        .createTable('promo_codes')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('min_subtotal', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('starts_on', 'text')
        .addColumn('ends_on', 'text')
        .addColumn('max_uses', 'integer')
        .addColumn('once_per_account', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        // Paid orders that used the code, and open orders holding a use until paid or failed:
        // `uses + held` never passes `max_uses` (one conditional update reserves a use).
        .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .execute();

      // One row per order that used a code: 'held' while it awaits payment, then 'used' or
      // 'released'. `once_key` (code:user) is set while held or used for once-per-account codes,
      // so a unique index refuses a second use by the same account even under concurrency.
      await db.schema
        .createTable('promo_redemptions')
        .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
        .addColumn('code', 'text', (c) => c.notNull().references('promo_codes.code'))
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('once_key', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('promo_redemptions_once')
        .on('promo_redemptions')
        .column('once_key')
        .unique()
        .execute();

      await db.schema.alterTable('orders').addColumn('promo_code', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orders').dropColumn('discount').execute();
      await db.schema.alterTable('orders').dropColumn('promo_code').execute();
      await db.schema.dropTable('promo_redemptions').execute();
      await db.schema.dropTable('promo_codes').execute();
      await db.schema.dropTable('shop_settings').execute();
      await db.schema.alterTable('food').dropColumn('updated_at').execute();
      await db.schema.alterTable('food').dropColumn('deleted_at').execute();
      await db.schema.alterTable('food').dropColumn('available').execute();
      await sql`update food set price_paise = price_paise / 1000`.execute(db);
      await db.schema.alterTable('food').renameColumn('price_paise', 'price').execute();
    },
  };
}
