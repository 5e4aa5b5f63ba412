/**
 * 'Order again' on a paid order (docs/product.md#tracking-an-order): its dishes go into the cart
 * at today's prices, and the shopper lands on /Cart; dishes not sold now are left out and named.
 */
import { useNavigate } from 'react-router';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { PAGE_PATHS } from '../../../contract/routes';
import { errorMessage } from '../../api/apiSlice';
import { notify } from '../../lib/notify';
import { useReorderMutation } from './ordersApi';

export function OrderAgain({ orderId, describedBy }: { orderId: string; describedBy: string }) {
  const navigate = useNavigate();
  const [reorder, { isLoading }] = useReorderMutation();

  async function orderAgain() {
    const result = await reorder({ orderId });
    if ('error' in result) {
      notify.error(errorMessage(result.error, ROUTE_MESSAGES.serverError));
      return;
    }
    if (result.data.leftOut.length > 0) notify.warning(result.data.message);
    else notify.success(result.data.message);
    void navigate(PAGE_PATHS.cart);
  }

  return (
    <button
      type="button"
      className="button order__again"
      aria-describedby={describedBy}
      aria-disabled={isLoading}
      onClick={() => {
        if (!isLoading) void orderAgain();
      }}
    >
      Order again
    </button>
  );
}
