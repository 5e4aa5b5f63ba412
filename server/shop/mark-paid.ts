/**
 * Staff marking a pay-on-delivery order paid (docs/product.md#pay-on-delivery): once it is out
 * for delivery or delivered, one conditional UPDATE, so two presses mark it once.
 */
import type { Kysely } from 'kysely';
import type { KitchenOrder } from '../../contract/api';
import { FULFILMENT_MESSAGES } from '../../contract/fulfilment';
import { ORDER_STATUS } from '../../contract/rules';
import { timestamp } from '../clock';
import type { Database } from '../db/schema';
import { Refusal } from '../http/errors';
import { toOrder } from '../orders/stored';
import { toKitchenOrder } from '../orders/wire';

const HANDED_OVER = [ORDER_STATUS.outForDelivery, ORDER_STATUS.delivered];

export async function markPaidAtDoor(db: Kysely<Database>, orderId: string): Promise<KitchenOrder> {
  const now = timestamp();
  const changed = await db
    .updateTable('orders')
    .set({ paid: 1, paid_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('payment_method', '=', 'on-delivery')
    .where('paid', '=', 0)
    .where('status', 'in', HANDED_OVER)
    .returningAll()
    .executeTakeFirst();
  if (changed) return { ...toKitchenOrder(toOrder(changed)), paid: true };
  const order = await db
    .selectFrom('orders')
    .select(['payment_method', 'paid'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new Refusal(404, 'This order no longer exists.');
  if (order.payment_method !== 'on-delivery')
    throw new Refusal(409, FULFILMENT_MESSAGES.notPayOnDelivery);
  if (Number(order.paid) === 1) throw new Refusal(409, FULFILMENT_MESSAGES.alreadyPaid);
  throw new Refusal(409, FULFILMENT_MESSAGES.notOutYet);
}
