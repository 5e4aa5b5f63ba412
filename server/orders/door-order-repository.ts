/**
 * The SQL of pay on delivery (docs/product.md#pay-on-delivery; whether an order may be paid at the
 * door: pay-on-delivery.ts): sending such an order to the kitchen at once, unpaid, and staff
 * marking it paid. Its status change goes through OrderRepository's one event writer, so the
 * receipt is owed and every board hears of it.
 */
import type { Transaction } from 'kysely';
import { ORDER_STATUS } from '../../contract/rules';
import { timestamp } from '../clock';
import type { Database } from '../db/schema';
import { settlePromoUse } from '../shop/promo-repository';
import { OrderRepository } from './repository';
import { toOrder, type StoredOrder } from './stored';

export class DoorOrderRepository extends OrderRepository {
  /**
   * A pay-on-delivery order just placed goes to the kitchen unpaid ('Food Processing', paid 0),
   * once; its promo code's use counts, and `then` runs in the same transaction.
   */
  async sendUnpaid(
    orderId: string,
    then: (trx: Transaction<Database>, order: StoredOrder) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const now = timestamp();
      const changed = await trx
        .updateTable('orders')
        .set({ status: ORDER_STATUS.processing, updated_at: now })
        .where('id', '=', orderId)
        .where('paid', '=', 0)
        .where('payment_method', '=', 'on-delivery')
        .where('status', '=', ORDER_STATUS.awaitingPayment)
        .returningAll()
        .executeTakeFirst();
      if (!changed) return false;
      const reason = 'to be paid on delivery';
      await this.addEvent(trx, orderId, ORDER_STATUS.processing, reason, null, now);
      await settlePromoUse(trx, orderId, 'used');
      await then(trx, toOrder(changed));
      return true;
    });
  }

  /**
   * Staff mark a pay-on-delivery order paid once it is out for delivery or delivered, once (one
   * conditional UPDATE), with an event so every board shows it paid. Undefined when it is not
   * such an order, paid already, or not handed over yet.
   */
  async paidAtDoor(orderId: string, actorId: string): Promise<StoredOrder | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const now = timestamp();
      const changed = await trx
        .updateTable('orders')
        .set({ paid: 1, paid_at: now, updated_at: now })
        .where('id', '=', orderId)
        .where('payment_method', '=', 'on-delivery')
        .where('paid', '=', 0)
        .where('status', 'in', [ORDER_STATUS.outForDelivery, ORDER_STATUS.delivered])
        .returningAll()
        .executeTakeFirst();
      if (!changed) return undefined;
      const order = toOrder(changed);
      await this.addEvent(trx, orderId, order.status, 'paid at the door', actorId, now);
      return order;
    });
  }

  /** How the order is paid, and whether it is: undefined when there is no such order. */
  async paymentOf(orderId: string): Promise<{ payment_method: string; paid: number } | undefined> {
    return this.db
      .selectFrom('orders')
      .select(['payment_method', 'paid'])
      .where('id', '=', orderId)
      .executeTakeFirst();
  }
}
