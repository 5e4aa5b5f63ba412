/**
 * /PlaceOrder: the delivery form and totals, or, when there is nothing to order yet, a way on
 * (sign in, back to the cart, to the menu; a cart whose dishes are all unavailable says so). Waits for the menu and the account's cart first, so
 * a fresh load never flashes "empty".
 */
import { Link } from 'react-router';
import { useFoodListQuery } from '../../api/apiSlice';
import { useGetCartQuery } from '../../store/cart/cartApi';
import { useAppSelector } from '../../store/hooks';
import { PageNotice } from '../../components/PageNotice';
import { SignInNotice } from '../../components/SignInNotice';
import { OfflineIcon } from '../../components/OfflineIcon';
import { PAGE_PATHS } from '../../../contract/routes';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { selectCartHasItems } from '../../store/cart/selectors';
import { selectCartLines, selectOrderLines, unavailableLineMessage } from '../../store/cart/lines';
import { selectToken } from '../../store/session/sessionSlice';
import { selectVisitorKnown } from '../../store/uiSlice';
import { OFFLINE_MESSAGES, useOnline } from '../../lib/online';
import { CheckoutForm } from './CheckoutForm';
import './PlaceOrderPage.css';

function BagIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** Offline, anything but the form waits for the network; the cart is kept. */
function OfflineNotice() {
  return (
    <PageNotice
      level={1}
      icon={<OfflineIcon />}
      title={OFFLINE_MESSAGES.placeOrder}
      live
      actions={
        <Link className="button button--quiet" to={PAGE_PATHS.cart}>
          Back to cart
        </Link>
      }
    >
      <p>Your cart stays as it is. The menu you saw last is still there to browse.</p>
    </PageNotice>
  );
}

export function PlaceOrderPage() {
  const token = useAppSelector(selectToken);
  const lines = useAppSelector(selectCartLines);
  const orderLines = useAppSelector(selectOrderLines);
  const hasItems = useAppSelector(selectCartHasItems);
  // Asked again on every visit: the shopper sees today's prices and dishes before paying.
  const food = useFoodListQuery(undefined, { refetchOnMountOrArgChange: true });
  const cart = useGetCartQuery(undefined, { skip: !token });
  const visitorKnown = useAppSelector(selectVisitorKnown);
  const online = useOnline();

  let content;
  let form = false;
  // Only a signed-in shopper's lines need the menu: a guest sees the sign-in notice at once,
  // whether the menu comes, is late or fails. The prerendered page knows neither the session nor
  // the cart: it waits.
  const needsMenu = token !== null && hasItems;
  if (!visitorKnown || (food.isLoading && needsMenu) || cart.isLoading) {
    content = (
      <PageNotice level={1} title="Getting your order ready" live>
        <p>Loading your cart…</p>
      </PageNotice>
    );
  } else if ((food.isError && needsMenu) || cart.isError) {
    content = (
      <PageNotice
        level={1}
        tone="danger"
        title="We could not load your cart"
        live
        actions={
          <button
            type="button"
            className="button"
            onClick={() => {
              if (food.isError) void food.refetch();
              if (cart.isError) void cart.refetch();
            }}
          >
            Try again
          </button>
        }
      >
        <p>Check your connection and try again.</p>
      </PageNotice>
    );
  } else if (!token) {
    content = (
      <SignInNotice
        icon={<LockIcon />}
        title={ROUTE_MESSAGES.loginToPlaceOrder}
        actions={
          <Link className="button button--quiet" to={PAGE_PATHS.cart}>
            Back to cart
          </Link>
        }
      >
        <p>Sign in to enter your delivery address and pay. Your cart stays as it is.</p>
      </SignInNotice>
    );
  } else if (lines.length === 0) {
    content = (
      <PageNotice
        level={1}
        icon={<BagIcon />}
        title={PAGE_MESSAGES.cartEmpty}
        actions={
          <Link className="button" to={PAGE_PATHS.menu}>
            Browse the menu
          </Link>
        }
      >
        <p>Add a dish or two from the menu, then come back to place your order.</p>
      </PageNotice>
    );
  } else if (orderLines.length === 0) {
    content = (
      <PageNotice
        level={1}
        icon={<BagIcon />}
        title="Nothing in your cart is available right now"
        actions={
          <Link className="button" to={PAGE_PATHS.cart}>
            Back to cart
          </Link>
        }
      >
        {lines.map((line) => (
          <p key={line.key}>{unavailableLineMessage(line)}</p>
        ))}
      </PageNotice>
    );
  } else {
    // The form stays offline (what was typed is kept); its button says why it waits.
    content = <CheckoutForm online={online} />;
    form = true;
  }
  // Offline, anything but the form (a failed load, signing in, an empty cart) waits for the
  // network: the page says so plainly.
  if (!online && visitorKnown && !form) {
    content = <OfflineNotice />;
  }

  return <div className="page container place-order">{content}</div>;
}
