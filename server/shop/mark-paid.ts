/**
 * Staff marking a pay-on-delivery order paid (docs/product.md#pay-on-delivery): once it is out
 * for delivery or delivered, one conditional UPDATE, so two presses mark it once; its event
 * tells every board.
 */
import type { KitchenOrder } from '../../contract/api';
import { FULFILMENT_MESSAGES } from '../../contract/fulfilment';
import { Refusal } from '../http/errors';
import type { DoorOrderRepository } from '../orders/door-order-repository';
import { toKitchenOrder } from '../orders/wire';

export async function markPaidAtDoor(
  orders: DoorOrderRepository,
  orderId: string,
  staffId: string,
): Promise<KitchenOrder> {
  const changed = await orders.paidAtDoor(orderId, staffId);
  if (changed) return toKitchenOrder(changed);
  const order = await orders.paymentOf(orderId);
  if (!order) throw new Refusal(404, 'This order no longer exists.');
  if (order.payment_method !== 'on-delivery')
    throw new Refusal(409, FULFILMENT_MESSAGES.notPayOnDelivery);
  if (Number(order.paid) === 1) throw new Refusal(409, FULFILMENT_MESSAGES.alreadyPaid);
  throw new Refusal(409, FULFILMENT_MESSAGES.notOutYet);
}
