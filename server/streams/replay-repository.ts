/**
 * What a reconnecting stream missed (streams/hub.ts): the orders it may see that changed after
 * the event it names, each with the id of its newest event, read in one query whatever their
 * number.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toOrder, type StoredOrder } from '../orders/stored';

/** Whose orders a stream follows: the kitchen's, or one shopper's own. */
export type Audience = 'kitchen' | { userId: string };

export interface ChangedOrder {
  order: StoredOrder;
  /** The newest event of the order: the id the stream sends it under. */
  eventId: number;
}

export class ReplayRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The `limit` orders changed most recently after event `afterEventId`, oldest change first.
   * The kitchen's are those paid or to be paid at the door (the hub checks each order again).
   */
  async changedSince(
    afterEventId: number,
    audience: Audience,
    limit: number,
  ): Promise<ChangedOrder[]> {
    const newest = sql<number>`max(e.id)`;
    const changed = this.db
      .selectFrom('order_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.order_id as orderId', newest.as('eventId')])
      .where('e.id', '>', afterEventId)
      .where((eb) =>
        audience === 'kitchen'
          ? eb.or([eb('o.paid_at', 'is not', null), eb('o.payment_method', '=', 'on-delivery')])
          : eb('o.user_id', '=', audience.userId),
      )
      .groupBy('e.order_id')
      .orderBy(newest, 'desc')
      .limit(limit);
    const rows = await this.db
      .selectFrom(changed.as('c'))
      .innerJoin('orders', 'orders.id', 'c.orderId')
      .selectAll('orders')
      .select('c.eventId')
      .orderBy('c.eventId')
      .execute();
    return rows.map(({ eventId, ...row }) => ({ order: toOrder(row), eventId: Number(eventId) }));
  }
}
