/**
 * The board's side of accepting new orders (docs/product.md#the-order-board): 'Accept · N min'
 * sent and said, a new order that waited too long announced once (politely: the card shows it
 * too), and tickets printed by 'Print' or, when this device is set to, on each order accepted here.
 */
import { useEffect, useRef } from 'react';
import { ACCEPT_WITHIN_MINUTES, isNewOrder } from '../../../contract/acceptance';
import type { KitchenOrder } from '../../../contract/api';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { errorMessage } from '../../api/apiSlice';
import { notify } from '../../lib/notify';
import { useKitchenAcceptMutation } from './kitchenApi';
import { usePrinting } from './PrintTicket';
import { waitingTooLong } from './sincePaid';

export function useAcceptance({
  orders,
  now,
  announce,
  refetch,
  focus,
}: {
  orders: KitchenOrder[];
  now: number;
  /** Said to screen readers through the board's polite status. */
  announce: (text: string) => void;
  refetch: () => void;
  /** The focus follows an accepted card to its new column. */
  focus: (orderId: string) => void;
}) {
  const [acceptOrder, { isLoading, originalArgs }] = useKitchenAcceptMutation();
  const printing = usePrinting();

  const announcedLate = useRef(new Set<string>());
  useEffect(() => {
    const late = orders.filter(
      (order) =>
        isNewOrder(order) && waitingTooLong(order, now) && !announcedLate.current.has(order._id),
    );
    if (late.length === 0) return;
    late.forEach(({ _id }) => announcedLate.current.add(_id));
    announce(
      late
        .map(({ number }) => `Order #${number} has waited over ${ACCEPT_WITHIN_MINUTES} minutes`)
        .join('. '),
    );
  }, [orders, now, announce]);

  async function accept(order: KitchenOrder, minutes: number) {
    const result = await acceptOrder({ orderId: order._id, minutes });
    if ('data' in result && result.data) {
      announce(`Order #${order.number} accepted: ready in ${minutes} min`);
      focus(order._id);
      if (printing.autoPrint) printing.print(result.data.order);
      return;
    }
    const status = result.error && 'status' in result.error ? result.error.status : undefined;
    if (status === 409) refetch();
    notify.error(errorMessage(result.error, ROUTE_MESSAGES.serverError));
  }

  return {
    accept: (order: KitchenOrder, minutes: number) => void accept(order, minutes),
    accepting: (orderId: string) => isLoading && originalArgs?.orderId === orderId,
    ...printing,
  };
}
