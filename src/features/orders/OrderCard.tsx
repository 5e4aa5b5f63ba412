/**
 * One order: parcel, number and dishes, amount (and a promo code's discount), count, status with its coloured dot ('Refunded'
 * beside a cancelled one whose money went back), date, its progress once paid, and what can be
 * done with it: 'Track Order' while a paid order is on its way, 'Cancel order' while the kitchen
 * has not accepted it, 'Order again' once it is paid,
 * 'Complete payment' while its checkout is still open.
 */
import type { ReactNode } from 'react';
import { cancelledText } from '../../../contract/acceptance';
import type { Order } from '../../../contract/api';
import { TRACKING_MESSAGES } from '../../../contract/kitchen-messages';
import { ORDER_STATUS } from '../../../contract/rules';
import { CancelOwnOrder, shopperMayCancel } from './CancelOwnOrder';
import { OrderAgain } from './OrderAgain';
import { OrderTiming } from './OrderTiming';
import { hasProgress, OrderProgress } from './OrderProgress';
import {
  capitalise,
  orderAmountText,
  orderDateText,
  orderDiscountText,
  orderCount,
  orderItemsText,
  statusTone,
} from './orderText';

function ParcelIcon() {
  return (
    <svg
      className="order__parcel"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      fill="none"
      aria-hidden="true"
    >
      <path
        d="M24 4 42 13v22L24 44 6 35V13z"
        fill="#f6d3a8"
        stroke="#8a5a2b"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M6 13l18 9 18-9M24 22v22" stroke="#8a5a2b" strokeWidth="2" strokeLinejoin="round" />
      <path d="M15 8.5l18 9v7l-5 2.5v-7l-18-9z" fill="#e8431f" opacity="0.85" />
    </svg>
  );
}

export interface OrderCardProps {
  order: Order;
  tracking: boolean;
  onTrack: () => void;
  /** More for this order, at the card's end (RateDishes for a delivered one). */
  children?: ReactNode;
}

export function OrderCard({ order, tracking, onTrack, children }: OrderCardProps) {
  const itemsId = `order-${order._id}-items`;
  const date = orderDateText(order.date);
  // A cancelled order has nothing left to track (a failed one is not paid).
  const cancelled = order.status === ORDER_STATUS.cancelled;
  const trackable = order.payment && !cancelled;
  return (
    <li className="order card">
      <ParcelIcon />
      <p id={itemsId} className="order__items">
        <span className="order__number">Order #{order.number}</span>{' '}
        <span>{orderItemsText(order)}</span>
      </p>
      <p className="order__amount">
        {orderAmountText(order.amount)}
        {order.promoCode && order.discount > 0 && ' '}
        {order.promoCode && order.discount > 0 && (
          <span className="order__discount">
            {orderDiscountText(order.promoCode, order.discount)}
          </span>
        )}
      </p>
      <p className="order__count">Items: {orderCount(order)}</p>
      <OrderTiming order={order} />
      <p className={`order__status order__status--${statusTone(order.status)}`}>
        <span className="order__dot" aria-hidden="true" />
        {cancelled ? cancelledText(order) : capitalise(order.status)}
        {order.refunded && (
          <span className="order__refunded">
            {cancelled && <span className="visually-hidden">{' · '}</span>}
            {TRACKING_MESSAGES.refunded}
          </span>
        )}
      </p>
      {date && (
        <p className="order__date">
          <time dateTime={order.date}>{date}</time>
        </p>
      )}
      {hasProgress(order) && <OrderProgress order={order} />}
      {(order.payment || order.session_url) && (
        <div className="order__actions">
          {trackable && (
            <button
              type="button"
              className="button button--quiet order__track"
              aria-describedby={itemsId}
              aria-disabled={tracking}
              onClick={() => {
                if (!tracking) onTrack();
              }}
            >
              Track Order
            </button>
          )}
          {shopperMayCancel(order) && <CancelOwnOrder order={order} describedBy={itemsId} />}
          {order.payment && <OrderAgain orderId={order._id} describedBy={itemsId} />}
          {!order.payment && order.session_url && (
            // The provider's payment page: a full page load, as after placing the order.
            <a className="button order__track" href={order.session_url} aria-describedby={itemsId}>
              Complete payment
            </a>
          )}
        </div>
      )}
      {children}
    </li>
  );
}
