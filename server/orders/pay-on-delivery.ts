/**
 * Pay on delivery (docs/product.md#pay-on-delivery): whether an order may be paid at the door, and
 * sending such an order to the kitchen at once, unpaid. Its status change goes through
 * OrderRepository's one event writer, so the receipt is owed and every board hears of it.
 */
import type { Transaction } from 'kysely';
import { FULFILMENT_MESSAGES, type Fulfilment } from '../../contract/fulfilment';
import { ORDER_STATUS } from '../../contract/rules';
import { timestamp } from '../clock';
import type { Database } from '../db/schema';
import { Refusal } from '../http/errors';
import { settlePromoUse } from '../shop/promos';
import { OrderRepository } from './repository';
import { toOrder, type StoredOrder } from './stored';

/**
 * Refuses paying at the door when staff have it off, for a pickup, or over their limit (whole
 * rupees; `amount` is the order's total).
 */
export function checkPayOnDelivery(
  payOnDeliveryMax: number | null,
  fulfilment: Fulfilment,
  amount: number,
): void {
  if (payOnDeliveryMax === null) throw new Refusal(409, FULFILMENT_MESSAGES.payOnDeliveryOff);
  if (fulfilment !== 'delivery') throw new Refusal(409, FULFILMENT_MESSAGES.payOnDeliveryPickup);
  if (amount > payOnDeliveryMax)
    throw new Refusal(409, FULFILMENT_MESSAGES.payOnDeliveryOver(payOnDeliveryMax));
}

export class DoorOrders extends OrderRepository {
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
}
