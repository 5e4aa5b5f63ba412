/**
 * /MyOrders: the signed-in shopper's orders, newest first as the server sends them. 'Track
 * Order' fetches the list again (docs/product.md#pages: that is all it does), with a visible
 * busy state.
 */
import { PAGE_PATHS } from '../../../contract/routes';
import { Link } from 'react-router';
import { useUserOrdersQuery } from '../../api/apiSlice';
import { useAppSelector } from '../../store/hooks';
import { PageNotice } from '../../components/PageNotice';
import { SignInNotice } from '../../components/SignInNotice';
import { selectIsLoggedIn } from '../../store/session/sessionSlice';
import { selectVisitorKnown } from '../../store/uiSlice';
import { OrderCard } from './OrderCard';
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
      <ul className="orders__list" aria-busy={isFetching}>
        {orders.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            tracking={isFetching}
            onTrack={() => void refetch()}
          />
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
