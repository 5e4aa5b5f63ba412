/**
 * The SQL of the kitchen's decisions about a paid order (docs/product.md#the-order-board):
 * accepting it with a time, cancelling it with the restaurant's reason, and a shopper cancelling
 * their own order while it is still 'New'. Each is one conditional UPDATE with its order event in
 * one transaction (OrderRepository.addEvent: the streams and the outbox hear of it), so of two
 * concurrent presses exactly one changes the order.
 */
import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_DELIVERY_MINUTES } from '../../contract/fulfilment';
import { CANCELLABLE_STATUSES } from '../../contract/kitchen-rules';
import { ORDER_STATUS } from '../../contract/rules';
import { timestamp } from '../clock';
import type { Database } from '../db/schema';
import type { OrderBus } from '../events/order-bus';
import type { EmailOutboxRepository } from '../mail/outbox-repository';
import { OrderRepository, type StoredOrder } from '../orders/repository';
import { forTheKitchen, toOrder } from '../orders/stored';

const addMinutes = (iso: string, minutes: number): string =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** The shop's minutes from the counter to the door (contract/fulfilment.ts). */
async function deliveryMinutes(trx: Transaction<Database>): Promise<number> {
  const row = await trx.selectFrom('shop_settings').select('delivery_minutes').executeTakeFirst();
  return row?.delivery_minutes ?? DEFAULT_DELIVERY_MINUTES;
}

export class KitchenOrderRepository extends OrderRepository {
  constructor(
    private readonly kdb: Kysely<Database>,
    bus: OrderBus,
    outbox?: EmailOutboxRepository,
  ) {
    super(kdb, bus, outbox);
  }

  /**
   * Accepts a paid order that is still 'New', once, ready in `minutes`: an order for as soon as
   * possible is then due at acceptance + `minutes` (+ the shop's delivery minutes for a delivery);
   * an order for a chosen time keeps it. Undefined when it is not new (accepted already, moved
   * on, or cancelled meanwhile).
   */
  async accept(
    orderId: string,
    minutes: number,
    actorId: string,
  ): Promise<StoredOrder | undefined> {
    return this.kdb.transaction().execute(async (trx) => {
      const now = timestamp();
      const order = await trx
        .selectFrom('orders')
        .select(['fulfilment', 'scheduled', 'released_at', 'due_at'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!order) return undefined;
      const chosenTime = Number(order.scheduled) === 1 || order.released_at !== null;
      const dueAt = chosenTime
        ? order.due_at
        : addMinutes(
            now,
            minutes + (order.fulfilment === 'delivery' ? await deliveryMinutes(trx) : 0),
          );
      const changed = await trx
        .updateTable('orders')
        .set({ accepted_at: now, accepted_by: actorId, due_at: dueAt, updated_at: now })
        .where('id', '=', orderId)
        .where(forTheKitchen)
        .where('status', '=', ORDER_STATUS.processing)
        .where('accepted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!changed) return undefined;
      const reason = `accepted: ready in ${minutes} min`;
      await this.addEvent(trx, orderId, ORDER_STATUS.processing, reason, actorId, now);
      return toOrder(changed);
    });
  }

  /**
   * Cancels a paid, undelivered order with the restaurant's reason (also a rejected new one),
   * once; undefined when it is not (or no longer) cancellable.
   */
  override async cancel(
    orderId: string,
    reason: string,
    actorId: string,
  ): Promise<StoredOrder | undefined> {
    return this.cancelWhere(orderId, actorId, 'restaurant', reason);
  }

  /** The shopper's own paid order, cancelled while it is 'New'; undefined when it is not. */
  async cancelNew(orderId: string, shopperId: string): Promise<StoredOrder | undefined> {
    return this.cancelWhere(orderId, shopperId, 'shopper', null);
  }

  private async cancelWhere(
    orderId: string,
    actorId: string,
    by: 'restaurant' | 'shopper',
    reason: string | null,
  ): Promise<StoredOrder | undefined> {
    return this.kdb.transaction().execute(async (trx) => {
      const now = timestamp();
      const changed = await trx
        .updateTable('orders')
        .set({
          status: ORDER_STATUS.cancelled,
          cancelled_by: by,
          cancel_reason: reason,
          updated_at: now,
        })
        .where('id', '=', orderId)
        .where(forTheKitchen)
        .$if(by === 'restaurant', (query) => query.where('status', 'in', CANCELLABLE_STATUSES))
        .$if(by === 'shopper', (query) =>
          query
            .where('user_id', '=', actorId)
            .where('status', '=', ORDER_STATUS.processing)
            .where('accepted_at', 'is', null),
        )
        .returningAll()
        .executeTakeFirst();
      if (!changed) return undefined;
      const event = reason ?? 'cancelled by the shopper before it was accepted';
      await this.addEvent(trx, orderId, ORDER_STATUS.cancelled, event, actorId, now);
      return toOrder(changed);
    });
  }
}
