/**
 * Where and when an order goes, on its card in /MyOrders (docs/product.md#quoted-times): 'Pickup'
 * or the delivery address, and while it is on its way its promised time on the shop's clock,
 * 'Scheduled · 9:30 AM' until a scheduled order goes to the kitchen, 'Due 8:15 PM' otherwise (the
 * day is named when it is not the day the order was placed). An unpaid order to be paid at the
 * door says 'Pay on delivery'. The time waits for the shop's time zone (shopInfo, which every
 * page asks for): no time is shown on another clock.
 */
import type { Order } from '../../../contract/api';
import { FULFILMENT_MESSAGES } from '../../../contract/fulfilment';
import { ORDER_STATUS } from '../../../contract/rules';
import { shopTimeText } from '../../lib/shopTime';
import { useShopInfoQuery } from '../../store/shop/shopApi';
import './OrderTiming.css';

/** Orders with nothing left to promise. */
const FINISHED: ReadonlySet<string> = new Set([
  ORDER_STATUS.delivered,
  ORDER_STATUS.cancelled,
  ORDER_STATUS.paymentFailed,
]);

/** 'Scheduled · 9:30 AM', 'Due 8:15 PM', or '' (no promised time, or nothing left to promise). */
function orderTimingText(order: Order, timeZone: string | undefined): string {
  if (!order.dueAt || !timeZone || FINISHED.has(order.status)) return '';
  const time = shopTimeText(order.dueAt, timeZone, order.date);
  if (!time) return '';
  return order.scheduled ? FULFILMENT_MESSAGES.scheduled(time) : FULFILMENT_MESSAGES.due(time);
}

export function OrderTiming({ order }: { order: Order }) {
  const timeZone = useShopInfoQuery().data?.settings.timeZone;
  const when = orderTimingText(order, timeZone);
  const { street, city } = order.address;
  const where =
    order.fulfilment === 'pickup'
      ? FULFILMENT_MESSAGES.pickup
      : [street, city].filter(Boolean).join(', ');
  const atTheDoor = order.paymentMethod === 'on-delivery' && !order.payment;
  return (
    <>
      {where && <p className="order__where">{where}</p>}
      {(when || atTheDoor) && (
        <p className="order__when">
          {when}
          {when && atTheDoor && ' · '}
          {atTheDoor && FULFILMENT_MESSAGES.payOnDelivery}
        </p>
      )}
    </>
  );
}
