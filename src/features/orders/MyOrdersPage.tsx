/**
 * /MyOrders: the signed-in shopper's orders, newest first as the server sends them. 'Track
 * Order' fetches the list again (docs/product.md#pages: that is all it does), with a visible
 * busy state. The page follows the shopper's order stream: a changed order replaces its entry
 * in the list, with a toast saying what happened (docs/product.md#tracking-an-order).
 */
import { useCallback } from 'react';
import { PAGE_PATHS } from '../../../contract/routes';
import { Link } from 'react-router';
import type { Order } from '../../../contract/api';
import { TRACKING_MESSAGES } from '../../../contract/kitchen-messages';
import { ORDER_STATUS } from '../../../contract/rules';
import { api, useUserOrdersQuery } from '../../api/apiSlice';
import { useOrderStream } from '../../store/orders/useOrderStream';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../lib/notify';
import { PageNotice } from '../../components/PageNotice';
import { SignInNotice } from '../../components/SignInNotice';
import { selectIsLoggedIn } from '../../store/session/sessionSlice';
import { selectVisitorKnown } from '../../store/uiSlice';
import { OrderCard } from './OrderCard';
import { RateDishes } from './RateDishes';
import './MyOrdersPage.css';

function OrdersSkeleton() {
  return (
    <ul className="orders__list" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <li key={key} className="order order--skeleton card">
          <span className="skeleton orders__skeleton-icon" />
          <span className="skeleton orders__skeleton-line" />
          <span className="skeleton orders__skeleton-short" />
        </li>
      ))}
    </ul>
  );
}

/** What a shopper is told when the kitchen moves one of their orders. */
const TOLD: Partial<Record<string, string>> = {
  [ORDER_STATUS.outForDelivery]: TRACKING_MESSAGES.outForDelivery,
  [ORDER_STATUS.delivered]: TRACKING_MESSAGES.delivered,
  [ORDER_STATUS.cancelled]: TRACKING_MESSAGES.cancelled,
};

/**
 * Keeps the list current from the shopper's order stream while it is shown, and fetches it again
 * when the stream comes back after a break and every half minute (src/api/orderStream.ts).
 */
function useTrackedOrders(following: boolean, resync: () => void) {
  const dispatch = useAppDispatch();
  const onOrder = useCallback(
    (order: Order) => {
      let before: string | undefined;
      dispatch(
        api.util.updateQueryData('userOrders', undefined, (orders) => {
          const index = orders.findIndex(({ _id }) => _id === order._id);
          before = orders[index]?.status;
          if (index >= 0) orders[index] = order;
          else orders.unshift(order);
        }),
      );
      // A shopper who cancelled the order is told by the page they cancelled it from.
      const message = order.cancelledBy === 'shopper' ? undefined : TOLD[order.status];
      if (message && before !== order.status) notify.info(message);
    },
    [dispatch],
  );
  useOrderStream('orders', onOrder, { enabled: following, onResync: resync });
}

export function MyOrdersPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const visitorKnown = useAppSelector(selectVisitorKnown);
  const {
    data: orders,
    isLoading,
    isFetching,
    isError,
    refetch,
  } = useUserOrdersQuery(undefined, {
    skip: !loggedIn,
  });
  useTrackedOrders(loggedIn && orders !== undefined, refetch);

  if (!visitorKnown) {
    // Prerendered for everyone: neither 'sign in' nor a list until the session is known.
    return (
      <section className="page container orders" aria-labelledby="orders-title" aria-busy="true">
        <h1 id="orders-title" className="page-title">
          My Orders
        </h1>
        <OrdersSkeleton />
      </section>
    );
  }

  if (!loggedIn) {
    return (
      <div className="page container orders">
        <SignInNotice title="My Orders">
          <p>Sign in to see your orders and follow the one on its way.</p>
        </SignInNotice>
      </div>
    );
  }

  let content;
  if (isLoading) {
    content = <OrdersSkeleton />;
  } else if (isError && !orders) {
    content = (
      <PageNotice
        tone="danger"
        title="We could not load your orders"
        actions={
          <button type="button" className="button" onClick={() => void refetch()}>
            Try again
          </button>
        }
      >
        <p>Check your connection and try again.</p>
      </PageNotice>
    );
  } else if (!orders || orders.length === 0) {
    content = (
      <PageNotice
        title="You have no orders yet."
        actions={
          <Link className="button" to={PAGE_PATHS.menu}>
            Browse the menu
          </Link>
        }
      >
        <p>Your orders will appear here once you have placed one.</p>
      </PageNotice>
    );
  } else {
    content = (
      <ul className="orders__list" aria-labelledby="orders-title" aria-busy={isFetching}>
        {orders.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            tracking={isFetching}
            onTrack={() => void refetch()}
          >
            <RateDishes order={order} />
          </OrderCard>
        ))}
      </ul>
    );
  }

  return (
    <section className="page container orders" aria-labelledby="orders-title">
      <h1 id="orders-title" className="page-title">
        My Orders
      </h1>
      <p className="orders__status" role="status">
        {isLoading ? 'Loading your orders…' : isFetching ? 'Updating your orders…' : ''}
      </p>
      {isError && orders && (
        <p className="orders__stale" role="alert">
          We could not update your orders. The list below may be out of date.
        </p>
      )}
      {content}
    </section>
  );
}
