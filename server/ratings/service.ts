/**
 * The rules of ratings (docs/product.md#ratings): a shopper rates the dishes of a delivered order
 * of theirs, once per dish per order, and may change a rating for RATING_CHANGE_DAYS after first
 * giving it; staff hide a review with a reason and show it again. Every write that moves a dish's
 * average is announced as a menu change in its own transaction, so every instance's menu (and its
 * prepared food/list reply) is read again, as after a dish edit.
 */
import type { Kysely } from 'kysely';
import {
  HIDE_REASON_MAX,
  RATING_CHANGE_DAYS,
  RATING_COMMENT_MAX,
  RATING_MESSAGES,
  STARS_MAX,
  STARS_MIN,
} from '../../contract/rating-rules';
import { ORDER_STATUS } from '../../contract/rules';
import type { Database } from '../db/schema';
import type { OrderBus } from '../events/order-bus';
import type { MenuCache } from '../food/menu-cache';
import type { FoodRepository } from '../food/repository';
import { Refusal } from '../http/errors';
import type { OrderRepository } from '../orders/repository';
import type { StoredOrder } from '../orders/stored';
import type { ShopClock } from '../shop/shop-time';
import type { HiddenFilter, RatingRepository, RatingRow, ReviewRow } from './repository';

const DAY_MS = 86_400_000;

export interface RatingDeps {
  db: Kysely<Database>;
  ratings: RatingRepository;
  orders: OrderRepository;
  food: FoodRepository;
  bus: OrderBus;
  menu: MenuCache;
  clock: ShopClock;
}

export interface RateRequest {
  orderId: string;
  foodId: string;
  stars: number;
  comment?: string;
}

/** A shopper's own rating as the wire has it. */
function myRating(row: RatingRow, now: Date) {
  const until = new Date(row.createdAt).getTime() + RATING_CHANGE_DAYS * DAY_MS;
  return {
    stars: row.stars,
    comment: row.comment,
    ratedAt: row.createdAt,
    changeableUntil: new Date(until).toISOString(),
    changeable: now.getTime() < until,
  };
}

function checkedStars(stars: number): number {
  if (!Number.isInteger(stars) || stars < STARS_MIN || stars > STARS_MAX)
    throw new Refusal(400, RATING_MESSAGES.stars);
  return stars;
}

function checkedComment(comment: string | undefined): string {
  const text = (comment ?? '').trim();
  if (text.length > RATING_COMMENT_MAX) throw new Refusal(400, RATING_MESSAGES.commentTooLong);
  return text;
}

export class RatingService {
  constructor(private readonly deps: RatingDeps) {}

  /** The shopper's own order, else 404 (another's is not told apart from none). */
  private async ownOrder(shopperId: string, orderId: string): Promise<StoredOrder> {
    const order = await this.deps.orders.find(orderId);
    if (!order || order.userId !== shopperId) throw new Refusal(404, RATING_MESSAGES.orderNotFound);
    return order;
  }

  /** Gives or changes the rating; the reply's message says which. */
  async rate(shopperId: string, request: RateRequest) {
    const stars = checkedStars(request.stars);
    const comment = checkedComment(request.comment);
    const order = await this.ownOrder(shopperId, request.orderId);
    if (order.status !== ORDER_STATUS.delivered)
      throw new Refusal(409, RATING_MESSAGES.notDelivered);
    if (!order.lines.some((line) => line.foodId === request.foodId))
      throw new Refusal(404, RATING_MESSAGES.notInOrder);
    const now = this.deps.clock.now();
    const rating = { ...request, userId: shopperId, stars, comment, at: now.toISOString() };
    const givenAfter = new Date(now.getTime() - RATING_CHANGE_DAYS * DAY_MS).toISOString();
    const { ratings } = this.deps;
    const { first, row } = await this.changeMenu(async (trx) => {
      const first = await ratings.insert(rating, trx);
      if (!first && !(await ratings.change(rating, givenAfter, trx)))
        throw new Refusal(409, RATING_MESSAGES.changeClosed);
      return { first, row: await ratings.find(rating.orderId, rating.foodId, trx) };
    });
    return {
      message: first ? RATING_MESSAGES.rated : RATING_MESSAGES.changed,
      rating: myRating(row, now),
    };
  }

  /** The order's dishes, each once, with the shopper's rating of each. */
  async ofOrder(shopperId: string, orderId: string) {
    const order = await this.ownOrder(shopperId, orderId);
    const rated = await this.deps.ratings.ofOrder(orderId);
    const now = this.deps.clock.now();
    const names = new Map<string, string>();
    for (const line of order.lines) if (!names.has(line.foodId)) names.set(line.foodId, line.name);
    return {
      rateable: order.status === ORDER_STATUS.delivered,
      dishes: [...names].map(([foodId, name]) => {
        const rating = rated.get(foodId);
        return { foodId, name, rating: rating ? myRating(rating, now) : null };
      }),
    };
  }

  reviews(filter: HiddenFilter): Promise<ReviewRow[]> {
    return this.deps.ratings.reviews(filter);
  }

  /** Hides a review (staff's reason kept) or, with `reason` undefined, shows it again. */
  async setHidden(staffId: string, id: string, reason: string | undefined): Promise<ReviewRow> {
    let hide: { reason: string; by: string; at: string } | undefined;
    if (reason !== undefined) {
      const text = reason.trim();
      if (!text) throw new Refusal(400, RATING_MESSAGES.reasonMissing);
      if (text.length > HIDE_REASON_MAX) throw new Refusal(400, RATING_MESSAGES.reasonTooLong);
      hide = { reason: text, by: staffId, at: this.deps.clock.now().toISOString() };
    }
    const found = await this.changeMenu((trx) => this.deps.ratings.setHidden(id, hide, trx));
    const [review] = found ? await this.deps.ratings.reviews(undefined, id) : [];
    if (!review) throw new Refusal(404, RATING_MESSAGES.reviewNotFound);
    return review;
  }

  /** A dish's latest visible reviews; 404 for a dish not on the menu. */
  async ofDish(foodId: string) {
    if (!(await this.deps.food.dish(foodId))) throw new Refusal(404, RATING_MESSAGES.dishNotFound);
    return this.deps.ratings.ofDish(foodId);
  }

  /**
   * A write that moves a dish's average, in a transaction that announces it as a menu change:
   * heard by every instance once committed (events/order-bus.ts), and this one forgets its menu
   * at once.
   */
  private async changeMenu<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    const { db, bus, menu } = this.deps;
    const result = await db.transaction().execute(async (trx) => {
      const done = await work(trx);
      await bus.announceMenuChange(trx);
      return done;
    });
    menu.invalidate();
    return result;
  }
}
