/** An order as the shopper's pages and the kitchen's board receive it. */
import type { KitchenOrder, Order, OrderStep } from '../../contract/api';
import { ORDER_STATUS, orderNumber } from '../../contract/rules';
import type { StoredLine, StoredOrder } from './stored';

/** A line's choices and note, as they were when ordered; nothing for a plain line. */
function choicesOf(line: StoredLine): Pick<StoredLine, 'options' | 'note'> {
  return {
    ...(line.options?.length ? { options: line.options } : {}),
    ...(line.note ? { note: line.note } : {}),
  };
}

/** When the kitchen accepted the order, and who cancelled it and why: only what is set. */
function acceptanceOf(
  order: StoredOrder,
): Pick<Order, 'acceptedAt' | 'cancelledBy' | 'cancelReason'> {
  return {
    ...(order.acceptedAt ? { acceptedAt: order.acceptedAt } : {}),
    ...(order.cancelledBy ? { cancelledBy: order.cancelledBy } : {}),
    ...(order.cancelReason ? { cancelReason: order.cancelReason } : {}),
  };
}

/** Delivery or pickup, the promised time, and how it is paid. */
function fulfilmentOf(
  order: StoredOrder,
): Pick<Order, 'fulfilment' | 'dueAt' | 'scheduled' | 'paymentMethod' | 'deliveryFee'> {
  return {
    fulfilment: order.fulfilment,
    ...(order.dueAt ? { dueAt: order.dueAt } : {}),
    scheduled: order.scheduled,
    paymentMethod: order.paymentMethod,
    deliveryFee: order.deliveryFee,
  };
}

/**
 * The order as the shopper sees it. While it awaits payment and its checkout can still be paid,
 * it carries the payment page's address, so an abandoned checkout can be completed.
 */
export function toWireOrder(
  order: StoredOrder,
  timeline: readonly OrderStep[],
  now = new Date(),
): Order {
  const payable =
    order.status === ORDER_STATUS.awaitingPayment &&
    order.sessionUrl !== null &&
    order.sessionExpiresAt !== null &&
    order.sessionExpiresAt > now;
  return {
    _id: order.id,
    items: order.lines.map((line) => ({
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      ...choicesOf(line),
    })),
    amount: order.amount,
    address: order.address,
    status: order.status,
    payment: order.paid,
    ...fulfilmentOf(order),
    date: order.createdAt,
    number: orderNumber(order.id),
    timeline: [...timeline],
    refunded: order.refundId !== null,
    ...(order.promoCode ? { promoCode: order.promoCode } : {}),
    discount: order.discount,
    ...acceptanceOf(order),
    ...(payable && order.sessionUrl ? { session_url: order.sessionUrl } : {}),
  };
}

/** A paid order as the kitchen's board shows it: each line with its choices and note. */
export function toKitchenOrder(order: StoredOrder): KitchenOrder {
  return {
    _id: order.id,
    number: orderNumber(order.id),
    lines: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      ...choicesOf(line),
    })),
    amount: order.amount,
    address: order.address,
    status: order.status,
    paidAt: order.paidAt ?? order.updatedAt,
    ...fulfilmentOf(order),
    paid: order.paid,
    updatedAt: order.updatedAt,
    refunded: order.refundId !== null,
    ...(order.promoCode ? { promoCode: order.promoCode } : {}),
    discount: order.discount,
    ...acceptanceOf(order),
  };
}
