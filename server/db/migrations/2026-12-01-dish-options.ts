/**
 * Dish options (docs/product.md#dish-options). A dish keeps its option groups as one JSON text
 * column, read and written with the dish on SQLite and PostgreSQL alike. A cart line is keyed by
 * its line key (contract/options.ts: the dish id for a plain line), so one dish may have several
 * lines with different choices; the table is rebuilt because its primary key changes, and every
 * existing line keeps its dish id as its key.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import { sql, type Kysely } from 'kysely';

export function dishOptions() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('food')
        .addColumn('option_groups', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .createTable('cart_lines')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('line_key', 'text', (c) => c.notNull())
        .addColumn('food_id', 'text', (c) => c.notNull().references('food.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
        .addPrimaryKeyConstraint('cart_lines_pk', ['user_id', 'line_key'])
        .execute();
      await sql`insert into cart_lines (user_id, line_key, food_id, quantity)
        select user_id, food_id, food_id, quantity from cart_items`.execute(db);
      await db.schema.dropTable('cart_items').execute();
      await db.schema.alterTable('cart_lines').renameTo('cart_items').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('food').dropColumn('option_groups').execute();
    },
  };
}
