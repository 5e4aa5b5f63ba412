/** How an order reads on the orders page: 'Name x quantity', '.00' after the amount (docs/product.md#pages). */
import type { Order } from '../../../contract/api';
import { describeLine } from '../../../contract/options';
import { ORDER_STATUS } from '../../../contract/rules';
import { formatRupees } from '../../../contract/rupees';

/**
 * 'Greek Salad x 2, Margherita · Large · Extra cheese — "cut in 8" x 1': each line with the
 * options and note the order kept.
 */
export function orderItemsText(order: Pick<Order, 'items'>): string {
  return order.items
    .map((item) => `${describeLine(item.name, item.options ?? [], item.note)} x ${item.quantity}`)
    .join(', ');
}

/** How many dishes the order holds: 2 x Greek Salad and 2 x Veg Rolls are 4. */
export function orderCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((count, item) => count + item.quantity, 0);
}

export function orderAmountText(amount: number): string {
  return `${formatRupees(amount)}.00`;
}

/** What a promo code took off the order: 'Discount (TASTY10) −₹42'. */
export function orderDiscountText(code: string, discount: number): string {
  return `Discount (${code}) −${formatRupees(discount)}`;
}

/** The status as received, its first letter upper-case. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type StatusTone = 'waiting' | 'cooking' | 'moving' | 'done' | 'failed';

export function statusTone(status: string): StatusTone {
  switch (status.toLowerCase()) {
    case ORDER_STATUS.processing.toLowerCase():
      return 'cooking';
    case ORDER_STATUS.outForDelivery.toLowerCase():
      return 'moving';
    case ORDER_STATUS.delivered.toLowerCase():
      return 'done';
    case ORDER_STATUS.paymentFailed.toLowerCase():
      return 'failed';
    default:
      return 'waiting';
  }
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function orderDateText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}
