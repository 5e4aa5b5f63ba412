/**
 * All SQL about ratings (docs/product.md#ratings). The dish's sum and count follow every write
 * here by the ratings table's triggers (db/migrations/2026-12-08-ratings.ts); nothing here
 * touches them.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { orderNumber } from '../../contract/rules';
import type { Database } from '../db/schema';

export interface RatingRow {
  foodId: string;
  stars: number;
  comment: string;
  createdAt: string;
}

export interface ReviewRow {
  id: string;
  foodId: string;
  dish: string;
  stars: number;
  comment: string;
  shopper: string;
  orderNumber: string;
  ratedAt: string;
  hidden: { reason: string; at: string } | null;
}

export interface NewRating {
  orderId: string;
  foodId: string;
  userId: string;
  stars: number;
  comment: string;
  at: string;
}

/** Which reviews staff list: all, hidden ones only, or shown ones only. */
export type HiddenFilter = 'only' | 'no' | undefined;

/** How many reviews staff's list holds, newest first. */
const REVIEWS_LISTED = 200;
/** How many of a dish's latest reviews its page shows. */
const DISH_REVIEWS_LISTED = 10;

export class RatingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The order's ratings, by dish. */
  async ofOrder(orderId: string): Promise<Map<string, RatingRow>> {
    const rows = await this.db
      .selectFrom('ratings')
      .select(['food_id', 'stars', 'comment', 'created_at'])
      .where('order_id', '=', orderId)
      .execute();
    return new Map(rows.map((row) => [row.food_id, ratingOf(row)]));
  }

  /** Adds the first rating of a dish of an order; false when it has one already. */
  async insert(rating: NewRating, db: Kysely<Database> = this.db): Promise<boolean> {
    const result = await db
      .insertInto('ratings')
      .values({
        id: randomBytes(12).toString('hex'),
        order_id: rating.orderId,
        food_id: rating.foodId,
        user_id: rating.userId,
        stars: rating.stars,
        comment: rating.comment,
        created_at: rating.at,
        updated_at: rating.at,
      })
      .onConflict((conflict) => conflict.columns(['order_id', 'food_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Changes a rating first given after `givenAfter`; false when there is none so recent. */
  async change(rating: NewRating, givenAfter: string, db: Kysely<Database>): Promise<boolean> {
    const result = await db
      .updateTable('ratings')
      .set({ stars: rating.stars, comment: rating.comment, updated_at: rating.at })
      .where('order_id', '=', rating.orderId)
      .where('food_id', '=', rating.foodId)
      .where('user_id', '=', rating.userId)
      .where('created_at', '>', givenAfter)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The rating as it is now, inside `db`'s transaction. */
  async find(orderId: string, foodId: string, db: Kysely<Database>): Promise<RatingRow> {
    const row = await db
      .selectFrom('ratings')
      .select(['food_id', 'stars', 'comment', 'created_at'])
      .where('order_id', '=', orderId)
      .where('food_id', '=', foodId)
      .executeTakeFirstOrThrow();
    return ratingOf(row);
  }

  /** Hides a review with staff's reason, or shows it again (`hide` undefined); false: none. */
  async setHidden(
    id: string,
    hide: { reason: string; by: string; at: string } | undefined,
    db: Kysely<Database>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('ratings')
      .set({
        hidden_at: hide?.at ?? null,
        hidden_reason: hide?.reason ?? null,
        hidden_by: hide?.by ?? null,
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Reviews for staff, newest first; or the one with `id`. */
  async reviews(filter: HiddenFilter, id?: string): Promise<ReviewRow[]> {
    let query = this.db
      .selectFrom('ratings')
      .innerJoin('food', 'food.id', 'ratings.food_id')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select([
        'ratings.id',
        'ratings.food_id',
        'ratings.order_id',
        'food.name as dish',
        'ratings.stars',
        'ratings.comment',
        'users.name as shopper',
        'ratings.updated_at',
        'ratings.hidden_at',
        'ratings.hidden_reason',
      ])
      .orderBy('ratings.updated_at', 'desc')
      .orderBy('ratings.id')
      .limit(REVIEWS_LISTED);
    if (id !== undefined) query = query.where('ratings.id', '=', id);
    if (filter === 'only') query = query.where('ratings.hidden_at', 'is not', null);
    if (filter === 'no') query = query.where('ratings.hidden_at', 'is', null);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      foodId: row.food_id,
      dish: row.dish,
      stars: Number(row.stars),
      comment: row.comment,
      shopper: row.shopper,
      orderNumber: orderNumber(row.order_id),
      ratedAt: row.updated_at,
      hidden:
        row.hidden_at === null ? null : { reason: row.hidden_reason ?? '', at: row.hidden_at },
    }));
  }

  /** A dish's latest visible reviews that have a comment, newest first. */
  async ofDish(foodId: string) {
    const rows = await this.db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select(['ratings.stars', 'ratings.comment', 'users.name', 'ratings.updated_at'])
      .where('ratings.food_id', '=', foodId)
      .where('ratings.hidden_at', 'is', null)
      .where('ratings.comment', '<>', '')
      .orderBy('ratings.updated_at', 'desc')
      .limit(DISH_REVIEWS_LISTED)
      .execute();
    return rows.map((row) => ({
      stars: Number(row.stars),
      comment: row.comment,
      // Only the first name: a review is public.
      name: row.name.trim().split(/\s+/)[0] ?? '',
      at: row.updated_at,
    }));
  }
}

function ratingOf(row: {
  food_id: string;
  stars: number;
  comment: string;
  created_at: string;
}): RatingRow {
  return {
    foodId: row.food_id,
    stars: Number(row.stars),
    comment: row.comment,
    createdAt: row.created_at,
  };
}
