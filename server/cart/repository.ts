/**
 * All SQL about carts. Every change is one atomic statement, so concurrent requests never lose
 * an update: 100 concurrent adds of one dish leave quantity 100.
 */
import { sql, type Kysely } from 'kysely';
import type { CartData } from '../../contract/api';
import { QUANTITY_MAX } from '../../contract/rules';
import type { Database } from '../db/schema';

export type CartChange = 'changed' | 'unknown-dish' | 'unavailable' | 'at-limit' | 'not-in-cart';

export interface CartLine {
  foodId: string;
  quantity: number;
}

export class CartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The lines of dishes still on the menu: an unavailable dish's line stays (the SPA shows it as
   * unavailable and leaves it out of the totals), a removed dish's line is not shown.
   */
  async get(userId: string): Promise<CartData> {
    const rows = await this.db
      .selectFrom('cart_items')
      .innerJoin('food', 'food.id', 'cart_items.food_id')
      .select(['cart_items.food_id', 'cart_items.quantity'])
      .where('cart_items.user_id', '=', userId)
      .where('cart_items.quantity', '>', 0)
      .where('food.deleted_at', 'is', null)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.food_id, row.quantity]));
  }

  /**
   * Adds `quantity` of a dish that is on the menu and available: inserts the line, or raises it,
   * never past QUANTITY_MAX. One INSERT ... SELECT ... ON CONFLICT statement.
   */
  async add(
    userId: string,
    foodId: string,
    quantity = 1,
    db: Kysely<Database> = this.db,
  ): Promise<CartChange> {
    const result = await db
      .insertInto('cart_items')
      .columns(['user_id', 'line_key', 'food_id', 'quantity'])
      .expression((eb) =>
        eb
          .selectFrom('food')
          .select([
            eb.cast<string>(eb.val(userId), 'text').as('user_id'),
            'food.id as line_key',
            'food.id as food_id',
            eb.cast<number>(eb.val(Math.min(quantity, QUANTITY_MAX)), 'integer').as('quantity'),
          ])
          .where('food.id', '=', foodId)
          .where('food.deleted_at', 'is', null)
          .where('food.available', '=', 1),
      )
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'line_key'])
          .doUpdateSet({
            quantity: sql<number>`case when cart_items.quantity + excluded.quantity > ${sql.lit(QUANTITY_MAX)}
              then ${sql.lit(QUANTITY_MAX)} else cart_items.quantity + excluded.quantity end`,
          })
          .where('cart_items.quantity', '<', QUANTITY_MAX),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return 'changed';
    const dish = await db
      .selectFrom('food')
      .select('available')
      .where('id', '=', foodId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!dish) return 'unknown-dish';
    return Number(dish.available) === 1 ? 'at-limit' : 'unavailable';
  }

  /** Lowers a line by one; a line that reaches 0 is deleted. Never below 0. */
  async removeOne(userId: string, foodId: string): Promise<CartChange> {
    const result = await this.db
      .updateTable('cart_items')
      .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
      .where('user_id', '=', userId)
      .where('food_id', '=', foodId)
      .where('quantity', '>', 0)
      .executeTakeFirst();
    // A separate clean-up rather than "delete when 1": an add racing this remove then still counts.
    await this.deleteEmptyLines(userId);
    if (Number(result.numUpdatedRows) > 0) return 'changed';
    const dish = await this.db
      .selectFrom('food')
      .select('id')
      .where('id', '=', foodId)
      .executeTakeFirst();
    return dish ? 'not-in-cart' : 'unknown-dish';
  }

  /**
   * Adds a logged-out cart into the account's, in one transaction; dishes no longer on the menu,
   * or unavailable now, are skipped.
   */
  async merge(userId: string, lines: readonly CartLine[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const line of lines) await this.add(userId, line.foodId, line.quantity, trx);
    });
  }

  /** Takes the ordered quantities out of the cart once an order is paid. */
  async subtract(
    userId: string,
    lines: readonly CartLine[],
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    for (const line of lines) {
      await db
        .updateTable('cart_items')
        .set({
          quantity: sql<number>`case when quantity > ${line.quantity} then quantity - ${line.quantity} else 0 end`,
        })
        .where('user_id', '=', userId)
        .where('food_id', '=', line.foodId)
        .execute();
    }
    await this.deleteEmptyLines(userId, db);
  }

  private async deleteEmptyLines(userId: string, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where('quantity', '<=', 0)
      .execute();
  }
}
