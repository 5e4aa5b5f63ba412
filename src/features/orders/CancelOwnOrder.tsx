/**
 * 'Cancel order' on the shopper's own paid order while the restaurant has not yet accepted it
 * (docs/product.md#tracking-an-order): asked once more, then cancelled and refunded at once. Once
 * the kitchen accepts the order the button goes (the order's stream says so); a press that comes
 * too late is refused by the server with its sentence.
 */
import { useEffect, useRef, useState } from 'react';
import { isNewOrder } from '../../../contract/acceptance';
import type { Order } from '../../../contract/api';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { ORDER_STATUS } from '../../../contract/rules';
import { errorMessage } from '../../api/apiSlice';
import { notify } from '../../lib/notify';
import { useOrderCancelMutation } from './ordersApi';

/** The shopper may cancel it: paid and still 'New', or cancelled by them with the refund to retry. */
export function shopperMayCancel(order: Order): boolean {
  if (!order.payment) return false;
  if (isNewOrder(order)) return true;
  return (
    order.status === ORDER_STATUS.cancelled && order.cancelledBy === 'shopper' && !order.refunded
  );
}

export function CancelOwnOrder({ order, describedBy }: { order: Order; describedBy: string }) {
  const [asking, setAsking] = useState(false);
  const [cancel, { isLoading }] = useOrderCancelMutation();
  const keep = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (wasAsking.current) start.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  async function confirm() {
    const result = await cancel({ orderId: order._id });
    setAsking(false);
    if ('error' in result) notify.error(errorMessage(result.error, ROUTE_MESSAGES.serverError));
    else notify.success(result.data.message);
  }

  if (!asking)
    return (
      <button
        ref={start}
        type="button"
        className="button button--quiet order__cancel"
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
      >
        Cancel order
      </button>
    );
  const questionId = `order-${order._id}-cancel`;
  return (
    <div className="order__confirm" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="order__confirm-question">
        Cancel this order? Your payment comes back to you.
      </p>
      <button
        type="button"
        className="button order__cancel-yes"
        aria-describedby={describedBy}
        aria-disabled={isLoading}
        onClick={() => {
          if (!isLoading) void confirm();
        }}
      >
        {isLoading ? 'Cancelling…' : 'Yes, cancel it'}
      </button>
      <button
        ref={keep}
        type="button"
        className="button button--quiet"
        onClick={() => setAsking(false)}
      >
        Keep my order
      </button>
    </div>
  );
}
