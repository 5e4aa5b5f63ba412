/**
 * All SQL about carts. A cart line is keyed by its line key (contract/options.ts: the dish id for
 * a plain line). Every change is one atomic statement, so concurrent requests never lose an
 * update: 100 concurrent adds of one line leave quantity 100.
 */
import { sql, type Kysely } from 'kysely';
import type { CartData } from '../../contract/api';
import { QUANTITY_MAX } from '../../contract/rules';
import type { Database } from '../db/schema';
import { lineDishes, type LineDish } from './lines';

export type CartChange = 'changed' | 'unknown-dish' | 'unavailable' | 'at-limit' | 'not-in-cart';

export interface CartLine {
  foodId: string;
  quantity: number;
  /** The line's key, checked against the dish (server/cart/lines.ts); left out: the plain line. */
  lineKey?: string;
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
      .select(['cart_items.line_key', 'cart_items.quantity'])
      .where('cart_items.user_id', '=', userId)
      .where('cart_items.quantity', '>', 0)
      .where('food.deleted_at', 'is', null)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.line_key, row.quantity]));
  }

  /** The given dishes still on the menu, with their option groups (server/cart/lines.ts). */
  async dishes(ids: readonly string[]): Promise<Map<string, LineDish>> {
    return lineDishes(this.db, ids);
  }

  /**
   * Adds `quantity` to a line of a dish that is on the menu and available: inserts the line, or
   * raises it, never past QUANTITY_MAX. One INSERT ... SELECT ... ON CONFLICT statement. The line
   * key must have been checked against the dish (server/cart/lines.ts resolveLine).
   */
  async add(
    userId: string,
    foodId: string,
    quantity = 1,
    db: Kysely<Database> = this.db,
    lineKey = foodId,
  ): Promise<CartChange> {
    const result = await db
      .insertInto('cart_items')
      .columns(['user_id', 'line_key', 'food_id', 'quantity'])
      .expression((eb) =>
        eb
          .selectFrom('food')
          .select([
            eb.cast<string>(eb.val(userId), 'text').as('user_id'),
            eb.cast<string>(eb.val(lineKey), 'text').as('line_key'),
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
  async removeOne(userId: string, foodId: string, lineKey = foodId): Promise<CartChange> {
    const result = await this.db
      .updateTable('cart_items')
      .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
      .where('user_id', '=', userId)
      .where('line_key', '=', lineKey)
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
   * Adds lines into the account's cart, in one transaction; dishes no longer on the menu, or
   * unavailable now, are skipped. The lines' keys must have been checked against their dishes.
   */
  async merge(userId: string, lines: readonly CartLine[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const line of lines) {
        await this.add(userId, line.foodId, line.quantity, trx, line.lineKey ?? line.foodId);
      }
    });
  }

  /** Takes the ordered quantities out of the cart's lines once an order is paid. */
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
        .where('line_key', '=', line.lineKey ?? line.foodId)
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
