/**
 * All SQL about orders: finding them, inserting one with what it reserves, and each change of
 * status (its event is written by OrderEventRepository, event-repository.ts).
 */
import type { Transaction } from 'kysely';
import type { Address } from '../../contract/api';
import { CANCELLABLE_STATUSES } from '../../contract/kitchen-rules';
import { ORDER_STATUS, type OrderStatus } from '../../contract/rules';
import type { Database } from '../db/schema';
import { timestamp } from '../clock';
import { isUniqueViolation } from '../db/errors';
import { settlePromoUse, type ReservationRefusal } from '../shop/promo-repository';
import {
  forTheKitchen,
  newOrderRow,
  toOrder,
  type InsertOutcome,
  type NewOrder,
  type StoredOrder,
} from './stored';
import { OrderEventRepository } from './event-repository';
import { reserveForOrder } from './slot-repository';

export type { InsertOutcome, NewOrder, StoredLine, StoredOrder } from './stored';
export { toKitchenOrder } from './wire';

/** Why a promo code's use or a slot's place was not free: the order is not inserted (rolled back). */
class NotReserved extends Error {
  constructor(readonly reason: ReservationRefusal | 'slotFull') {
    super(reason);
  }
}

export class OrderRepository extends OrderEventRepository {
  async find(id: string): Promise<StoredOrder | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toOrder(row);
  }

  async findBySession(sessionId: string): Promise<StoredOrder | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    return row && toOrder(row);
  }

  async findOpen(userId: string, cartKey: string): Promise<StoredOrder | undefined> {
    const row = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('cart_key', '=', cartKey)
      .where('status', '=', ORDER_STATUS.awaitingPayment)
      .executeTakeFirst();
    return row && toOrder(row);
  }

  /**
   * Orders still awaiting payment whose checkout session exists and that nothing has touched
   * since `untouchedSince`, oldest first: what the reconciler asks the provider about.
   */
  async awaitingPayment(untouchedSince: Date, limit: number): Promise<StoredOrder[]> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', ORDER_STATUS.awaitingPayment)
      .where('session_id', 'is not', null)
      .where('updated_at', '<', untouchedSince.toISOString())
      .orderBy('updated_at')
      .limit(limit)
      .execute();
    return rows.map(toOrder);
  }

  async listForUser(userId: string): Promise<StoredOrder[]> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toOrder);
  }

  /** The delivery address of the shopper's latest order (as My Orders lists them), if any. */
  async lastAddress(userId: string): Promise<Address | null> {
    const row = await this.db
      .selectFrom('orders')
      .select('address')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? (JSON.parse(row.address) as Address) : null;
  }

  /**
   * Inserts the order as awaiting payment, with its promo code's use and its slot's place
   * reserved in the same transaction; 'duplicate' when this cart already has an open order, and
   * the refusal (nothing inserted) when the code's last use or the slot's last place is taken,
   * or the account has used the code.
   */
  async insert(order: NewOrder): Promise<InsertOutcome> {
    const now = timestamp();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('orders').values(newOrderRow(order, now)).execute();
        const refused = await reserveForOrder(trx, order);
        if (refused) throw new NotReserved(refused);
        await this.addEvent(trx, order.id, ORDER_STATUS.awaitingPayment, 'order placed');
      });
      return 'inserted';
    } catch (error) {
      if (error instanceof NotReserved) return error.reason;
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  async attachSession(
    orderId: string,
    session: { id: string; url: string; expiresAt: Date },
  ): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({
        session_id: session.id,
        session_url: session.url,
        session_expires_at: session.expiresAt.toISOString(),
        updated_at: timestamp(),
      })
      .where('id', '=', orderId)
      .execute();
  }

  async updateAddress(orderId: string, address: Address): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ address: JSON.stringify(address), updated_at: timestamp() })
      .where('id', '=', orderId)
      .where('status', '=', ORDER_STATUS.awaitingPayment)
      .execute();
  }

  /**
   * Marks the order paid, once: the conditional UPDATE lets exactly one of any number of
   * concurrent callers through; only that caller runs `then` (inside the same transaction).
   * Inside a caller's transaction (`within`), it joins it: the payment that made the order paid
   * and the order's own change commit together or not at all.
   */
  async markPaid(
    orderId: string,
    reason: string,
    then: (trx: Transaction<Database>, order: StoredOrder) => Promise<void>,
    within?: Transaction<Database>,
  ): Promise<boolean> {
    if (within) return this.markPaidIn(within, orderId, reason, then);
    return this.db.transaction().execute((trx) => this.markPaidIn(trx, orderId, reason, then));
  }

  private async markPaidIn(
    trx: Transaction<Database>,
    orderId: string,
    reason: string,
    then: (trx: Transaction<Database>, order: StoredOrder) => Promise<void>,
  ): Promise<boolean> {
    const now = timestamp();
    const result = await trx
      .updateTable('orders')
      .set({ status: ORDER_STATUS.processing, paid: 1, paid_at: now, updated_at: now })
      .where('id', '=', orderId)
      .where('paid', '=', 0)
      .where('status', 'in', [ORDER_STATUS.awaitingPayment, ORDER_STATUS.paymentFailed])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    const row = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    await this.addEvent(trx, orderId, ORDER_STATUS.processing, reason, null, now);
    await settlePromoUse(trx, orderId, 'used');
    await then(trx, toOrder(row));
    return true;
  }

  /** Marks an unpaid order as failed, once. The order is kept. */
  async markFailed(orderId: string, reason: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('orders')
        .set({ status: ORDER_STATUS.paymentFailed, updated_at: timestamp() })
        .where('id', '=', orderId)
        .where('paid', '=', 0)
        .where('status', '=', ORDER_STATUS.awaitingPayment)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await this.addEvent(trx, orderId, ORDER_STATUS.paymentFailed, reason);
      await settlePromoUse(trx, orderId, 'released');
      return true;
    });
  }

  /**
   * The kitchen's board: paid (or paid at the door) orders to cook, scheduled or on their way,
   * and those delivered since `deliveredSince` (the start of the shop's day), oldest paid first.
   */
  async board(deliveredSince: Date): Promise<StoredOrder[]> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where(forTheKitchen)
      .where((eb) =>
        eb.or([
          eb('status', 'in', [ORDER_STATUS.processing, ORDER_STATUS.outForDelivery]),
          eb.and([
            eb('status', '=', ORDER_STATUS.delivered),
            eb('updated_at', '>=', deliveredSince.toISOString()),
          ]),
        ]),
      )
      // An order paid at the door counts from when it was placed, on both databases.
      .orderBy((eb) => eb.fn.coalesce('paid_at', 'created_at'))
      .orderBy('id')
      .execute();
    return rows.map(toOrder);
  }

  /**
   * Moves a paid order from `from` to `to`, once: the conditional UPDATE lets exactly one of any
   * number of concurrent presses through, and only that one writes the event (with its actor).
   * Undefined when the order was not paid or not at `from` any more.
   */
  async advance(
    orderId: string,
    from: OrderStatus,
    to: OrderStatus,
    actorId: string,
  ): Promise<StoredOrder | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const now = timestamp();
      const changed = await trx
        .updateTable('orders')
        .set({ status: to, updated_at: now })
        .where('id', '=', orderId)
        .where(forTheKitchen)
        .where('status', '=', from)
        .returningAll()
        .executeTakeFirst();
      if (!changed) return undefined;
      await this.addEvent(trx, orderId, to, 'moved on by staff', actorId, now);
      return toOrder(changed);
    });
  }

  /**
   * Cancels a paid order that is not yet delivered, once, with the staff member's reason.
   * Undefined when the order is not (or no longer) cancellable.
   */
  async cancel(orderId: string, reason: string, actorId: string): Promise<StoredOrder | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const now = timestamp();
      const changed = await trx
        .updateTable('orders')
        .set({ status: ORDER_STATUS.cancelled, updated_at: now })
        .where('id', '=', orderId)
        .where(forTheKitchen)
        .where('status', 'in', CANCELLABLE_STATUSES)
        .returningAll()
        .executeTakeFirst();
      if (!changed) return undefined;
      await this.addEvent(trx, orderId, ORDER_STATUS.cancelled, reason, actorId, now);
      return toOrder(changed);
    });
  }

  /**
   * Records the refund of a cancelled order, once, with an event the streams announce (the
   * shopper's page then shows 'Refunded'). The order as it now is, whether this call or a
   * concurrent one recorded it.
   */
  async recordRefund(orderId: string, refundId: string, actorId: string): Promise<StoredOrder> {
    return this.db.transaction().execute(async (trx) => {
      const now = timestamp();
      const changed = await trx
        .updateTable('orders')
        .set({ refund_id: refundId, updated_at: now })
        .where('id', '=', orderId)
        .where('status', '=', ORDER_STATUS.cancelled)
        .where('refund_id', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (changed) {
        const reason = `refunded ${refundId}`;
        await this.addEvent(trx, orderId, ORDER_STATUS.cancelled, reason, actorId, now);
        return toOrder(changed);
      }
      const row = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      return toOrder(row);
    });
  }
}
