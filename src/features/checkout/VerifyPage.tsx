/**
 * /verify?orderId=…&success=…: where the payment provider sends the shopper back. The server asks
 * the provider whether the order is paid (the query's `success` is only a hint) and this page
 * shows its verdict. Each link is verified once, even when React runs effects twice.
 */
import { PAGE_PATHS } from '../../../contract/routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Reply } from '../../../contract/api';
import { useVerifyOrderMutation } from './checkoutApi';
import { useGetCartQuery } from '../../store/cart/cartApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { promoCodeSet } from '../../store/cart/cartSlice';
import { focusPageHeading } from '../../components/focus';
import { PageNotice, type PageNoticeProps } from '../../components/PageNotice';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { selectToken, selectUserId } from '../../store/session/sessionSlice';
import { announceCartChange } from '../../store/tabs';
import { selectVisitorKnown } from '../../store/uiSlice';
import { forgetCheckoutDraft } from './draftStorage';
import './VerifyPage.css';

type Verdict =
  | { state: 'checking' }
  | { state: 'paid'; message: string }
  | { state: 'unpaid'; message: string }
  | { state: 'failed' };

function Check() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function Cross() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

function Spinner() {
  return <span className="verify__spinner" aria-hidden="true" />;
}

const ordersLink = (
  <Link key="orders" className="button" to={PAGE_PATHS.myOrders}>
    My Orders
  </Link>
);
const menuLink = (
  <Link key="menu" className="button button--quiet" to={PAGE_PATHS.menu}>
    Back to the menu
  </Link>
);

/**
 * What the page says: nothing claimed until the app reads the address, then a broken link, the
 * check under way, or its verdict, with the ways on from there.
 */
function noticeOf(
  verdict: Verdict,
  {
    visitorKnown,
    linkComplete,
    retry,
  }: { visitorKnown: boolean; linkComplete: boolean; retry: () => void },
): PageNoticeProps {
  if (!visitorKnown) {
    // The prerendered page is one for every address: it cannot tell a payment link from a broken
    // one, so it claims neither until the app reads the address.
    return { title: 'Your payment', icon: <Spinner /> };
  } else if (!linkComplete) {
    return {
      title: ROUTE_MESSAGES.invalidPaymentLink,
      tone: 'danger',
      icon: <Cross />,
      children: (
        <p>This address is missing the order it belongs to. Your orders are all in My Orders.</p>
      ),
      actions: [ordersLink, menuLink],
    };
  } else if (verdict.state === 'checking') {
    return {
      title: ROUTE_MESSAGES.verifying,
      icon: <Spinner />,
      children: <p>We are checking with the payment provider. This takes a moment.</p>,
    };
  } else if (verdict.state === 'paid') {
    return {
      title: 'Payment successful!',
      tone: 'success',
      icon: <Check />,
      children: (
        <>
          {verdict.message && <p className="verify__server-message">{verdict.message}</p>}
          <p>Thank you! Your order is in the kitchen. Follow it in My Orders.</p>
        </>
      ),
      actions: [ordersLink, menuLink],
    };
  } else if (verdict.state === 'unpaid') {
    return {
      title: 'Payment failed',
      tone: 'danger',
      icon: <Cross />,
      children: (
        <>
          {verdict.message && <p className="verify__server-message">{verdict.message}</p>}
          <p>You have not been charged. Your cart is still there when you want to try again.</p>
        </>
      ),
      actions: [
        <Link key="cart" className="button" to={PAGE_PATHS.cart}>
          Back to cart
        </Link>,
        <Link key="orders" className="button button--quiet" to={PAGE_PATHS.myOrders}>
          My Orders
        </Link>,
        menuLink,
      ],
    };
  } else {
    return {
      title: ROUTE_MESSAGES.errorVerifying,
      tone: 'danger',
      children: (
        <p>
          We could not check your payment just now. If you paid, your order will show as paid in My
          Orders.
        </p>
      ),
      actions: [
        <button key="retry" type="button" className="button" onClick={retry}>
          Try again
        </button>,
        <Link key="orders" className="button button--quiet" to={PAGE_PATHS.myOrders}>
          My Orders
        </Link>,
        menuLink,
      ],
    };
  }
}

export function VerifyPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const success = params.get('success');
  const token = useAppSelector(selectToken);
  const userId = useAppSelector(selectUserId);
  const visitorKnown = useAppSelector(selectVisitorKnown);
  // Subscribed here so verifying (which invalidates the cart) refetches it: paid dishes leave it.
  useGetCartQuery(undefined, { skip: !token });
  const [verifyOrder] = useVerifyOrderMutation();
  const dispatch = useAppDispatch();
  const [verdict, setVerdict] = useState<Verdict>({ state: 'checking' });
  const verifiedLink = useRef<string | null>(null);

  const verify = useCallback(
    (id: string, hint: string) => {
      setVerdict({ state: 'checking' });
      verifyOrder({ orderId: id, success: hint })
        .unwrap()
        .then((reply: Reply) => {
          // Paid: the address typed for it is not needed any more (a new order starts from the
          // account's latest address), nor the promo code it used.
          if (reply.success) {
            forgetCheckoutDraft();
            dispatch(promoCodeSet());
            // The shopper's other tabs show the cart without the paid dishes.
            announceCartChange(userId);
          }
          setVerdict(
            reply.success
              ? { state: 'paid', message: reply.message ?? '' }
              : { state: 'unpaid', message: reply.message ?? '' },
          );
        })
        .catch(() => setVerdict({ state: 'failed' }));
    },
    [verifyOrder, dispatch, userId],
  );

  useEffect(() => {
    if (!orderId || !success) return;
    const link = `${orderId}|${success}`;
    if (verifiedLink.current === link) return;
    verifiedLink.current = link;
    verify(orderId, success);
  }, [orderId, success, verify]);

  // The shopper arrives from paying, at the top of a new document: once the verdict is in, the
  // focus goes to it (the heading), so the next Tab is its way on. A focused control keeps it.
  useEffect(() => {
    if (verdict.state !== 'checking' && document.activeElement === document.body) {
      focusPageHeading();
    }
  }, [verdict.state]);

  const notice = noticeOf(verdict, {
    visitorKnown,
    linkComplete: Boolean(orderId && success),
    retry: () => orderId && success && verify(orderId, success),
  });

  return (
    <div className="page container verify">
      <PageNotice level={1} live {...notice} />
    </div>
  );
}
