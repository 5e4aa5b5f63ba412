/**
 * What a new order reserves (its promo code's use, its slot's place), and the places in the
 * 15-minute slots orders are scheduled for (docs/product.md#ordering-ahead): each
 * scheduled order takes one in `slot_counts` when it is placed, in one conditional statement that
 * takes it only while the slot is below the shop's limit, so of any number of shoppers racing for
 * a slot's last place exactly one gets it, on either database. The place is given back, once,
 * when the order fails (expires unpaid) or is cancelled.
 */
import type { Transaction } from 'kysely';
import { ORDER_STATUS, type OrderStatus } from '../../contract/rules';
import type { Database } from '../db/schema';
import { reservePromoUse, type ReservationRefusal } from '../shop/promo-repository';
import type { NewOrder } from './stored';

/** Takes a place in `slot` (ISO) unless `limit` places are taken; false: the slot is full. */
async function takeSlotPlace(
  trx: Transaction<Database>,
  slot: string,
  limit: number | null,
): Promise<boolean> {
  const taken = await trx
    .insertInto('slot_counts')
    .values({ slot, taken: 1 })
    .onConflict((oc) => {
      const increment = oc
        .column('slot')
        .doUpdateSet({ taken: (eb) => eb('slot_counts.taken', '+', 1) });
      return limit === null ? increment : increment.where('slot_counts.taken', '<', limit);
    })
    .returning('taken')
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * What a new order reserves in the transaction that inserts it: its slot's place and its promo
 * code's use; the refusal when either is not free.
 */
export async function reserveForOrder(
  trx: Transaction<Database>,
  order: NewOrder,
): Promise<ReservationRefusal | 'slotFull' | undefined> {
  if (order.slot && !(await takeSlotPlace(trx, order.slot, order.slotLimit ?? null)))
    return 'slotFull';
  if (!order.promoCode) return undefined;
  return reservePromoUse(trx, {
    orderId: order.id,
    code: order.promoCode,
    userId: order.userId,
    oncePerAccount: order.promoOncePerAccount ?? false,
  });
}

/** The statuses that end an order without it being cooked: its place is free again. */
const GIVES_BACK: readonly OrderStatus[] = [ORDER_STATUS.paymentFailed, ORDER_STATUS.cancelled];

/** Gives back the order's place when `status` ends it; once, however often it is told. */
export async function giveBackSlotPlace(
  trx: Transaction<Database>,
  orderId: string,
  status: OrderStatus,
): Promise<void> {
  if (!GIVES_BACK.includes(status)) return;
  const order = await trx
    .selectFrom('orders')
    .select('slot')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order?.slot) return;
  // Conditional on the place still being held: of two concurrent endings one gives it back.
  const released = await trx
    .updateTable('orders')
    .set({ slot: null })
    .where('id', '=', orderId)
    .where('slot', '=', order.slot)
    .executeTakeFirst();
  if (Number(released.numUpdatedRows) !== 1) return;
  await trx
    .updateTable('slot_counts')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('slot', '=', order.slot)
    .where('taken', '>', 0)
    .execute();
}
