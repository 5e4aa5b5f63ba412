/**
 * What the receipt says of delivery or pickup, the promised time and paying at the door
 * (docs/product.md#emails): 'Due 8:15 PM' or 'Scheduled · 9:30 AM, Fri 27 Nov' on the shop's
 * clock, 'Pickup at <the shop's pickup address>' in place of the delivery address, the order's
 * own delivery fee, and for an order paid at the door the total to pay there.
 */
import { FULFILMENT_MESSAGES } from '../../contract/fulfilment';
import { formatClockTime } from '../../contract/shop-rules';
import type { StoredOrder } from '../orders/repository';
import { shopTimeAt } from '../shop/shop-time';

/** The shop's settings a receipt needs. */
export interface ReceiptShop {
  timeZone: string;
  pickupAddress: string;
  /** The shop's clock as the receipt is written: a time on another day names its day. */
  now: Date;
}

export interface ReceiptFulfilment {
  /** The sentence under the heading, with the order number. */
  intro: string;
  /** 'Due 8:15 PM', 'Scheduled · 9:30 AM, Fri 27 Nov', or '' (no promised time stored). */
  when: string;
  /** The fee row: none for a pickup. */
  fee: { label: string; amount: number } | undefined;
  totalLabel: string;
  /** 'Delivering to' with the address, or 'Pickup at …' with the name and phone. */
  whereHeading: string;
  whereLines: string[];
}

/** '9:30 AM' on the shop's clock, with the day ('9:30 AM, Fri 27 Nov') when not today. */
function shopClockText(iso: string, now: Date, timeZone: string): string {
  const at = shopTimeAt(new Date(iso), timeZone);
  const clock = formatClockTime(`${Math.floor(at.minutes / 60)}:${at.minutes % 60}`);
  if (at.date === shopTimeAt(now, timeZone).date) return clock;
  const day = new Date(`${at.date}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return `${clock}, ${day.replace(',', '')}`;
}

function introOf(order: StoredOrder, number: string): string {
  if (order.paymentMethod === 'on-delivery' && !order.paid)
    return `The kitchen has it; you pay at the door, in cash or by UPI. Order ${number}.`;
  if (order.scheduled)
    return `It is paid; the kitchen cooks it for the time you chose. Order ${number}.`;
  return `It is paid and the kitchen is cooking it. Order ${number}.`;
}

export function receiptFulfilment(
  order: StoredOrder,
  number: string,
  shop: ReceiptShop,
): ReceiptFulfilment {
  const time = order.dueAt ? shopClockText(order.dueAt, shop.now, shop.timeZone) : '';
  const when = !time
    ? ''
    : order.scheduled
      ? FULFILMENT_MESSAGES.scheduled(time)
      : FULFILMENT_MESSAGES.due(time);
  const a = order.address;
  const name = `${a.firstname} ${a.lastname}`;
  const pickup = order.fulfilment === 'pickup';
  return {
    intro: introOf(order, number),
    when,
    fee: pickup ? undefined : { label: 'Delivery Fee', amount: order.deliveryFee },
    totalLabel: order.paid ? 'Total paid' : 'Total to pay on delivery',
    whereHeading: pickup ? FULFILMENT_MESSAGES.pickupAt(shop.pickupAddress) : 'Delivering to',
    whereLines: pickup
      ? [name, a.phone]
      : [name, a.street, `${a.city}, ${a.state} ${a.zipcode}`, a.country, a.phone],
  };
}
