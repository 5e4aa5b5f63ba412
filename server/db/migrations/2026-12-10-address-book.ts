/**
 * The address book (docs/product.md#accounts): the addresses an account's paid orders went to,
 * and those the shopper saved on /Account, at most 10 an account.
 * - `name`: the shopper's name for it ('Home', 'Work').
 * - `address`: the nine fields as JSON, as orders keep theirs.
 * - `address_key`: what makes two addresses the same (contract/address-book.ts addressKey),
 *   unique per account, so a repeated address refreshes `used_at` instead of adding a row.
 * - `chosen`: 1 for the one address the shopper made the default; else the latest used is.
 * - `used_at`: when an order to it was last paid, or when it was saved.
 * Frozen once shipped: never edit a shipped migration, add a new one.
 */
import type { Kysely } from 'kysely';

export function addressBook() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('address_book')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('address_key', 'text', (c) => c.notNull())
        .addColumn('chosen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('address_book_key')
        .on('address_book')
        .columns(['user_id', 'address_key'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('address_book').execute();
    },
  };
}
