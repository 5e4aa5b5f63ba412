/**
 * /Cart: the lines (as a table; on phones each row reflows into a card), the totals with a promo
 * code's discount, delivery or pickup with the fee of the PIN code checkout last delivered to,
 * the promo-code box and the checkout button in its states. The menu and the shop's hours are
 * asked again on every visit, so a repriced or unavailable dish, and a shop that has closed, show
 * before the shopper goes to pay.
 */
import { useFoodListQuery } from '../../api/apiSlice';
import { useGetCartQuery } from '../../store/cart/cartApi';
import { selectCartHasItems, selectCartStatus } from '../../store/cart/selectors';
import {
  cartTotals,
  selectCartLines,
  selectCartSubtotal,
  selectOrderLines,
} from '../../store/cart/lines';
import { usePromo } from '../../store/cart/promo';
import { useAppSelector } from '../../store/hooks';
import { selectToken } from '../../store/session/sessionSlice';
import { useLastFulfilment } from '../../store/shop/lastFulfilment';
import { totalsWithFee, useOrderTerms } from '../../store/shop/orderTerms';
import { ShopClosedNotice } from '../../components/ShopClosedNotice';
import { OfflineMenuNotice } from '../../components/OfflineMenuNotice';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';
import { PromoCode } from './PromoCode';
import './cart.css';

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div className="cart__state" role="alert">
      <p>We couldn’t load your {what}. Please check your connection.</p>
      <button type="button" className="button" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

export function CartPage() {
  const token = useAppSelector(selectToken);
  const lines = useAppSelector(selectCartLines);
  const orderLines = useAppSelector(selectOrderLines);
  const subtotal = useAppSelector(selectCartSubtotal);
  const hasItems = useAppSelector(selectCartHasItems);
  const status = useAppSelector(selectCartStatus);
  const food = useFoodListQuery(undefined, { refetchOnMountOrArgChange: true });
  const accountCart = useGetCartQuery(undefined, { skip: !token });
  // Until the cart is known (not in the prerendered page; a signed-in cart once it has loaded),
  // and until the menu arrives, "empty" would be a false statement; a guest's empty cart is empty
  // at once (and the page does not jump when the menu arrives).
  const known = status === 'known' && !(food.isLoading && hasItems) && !food.isError;
  const promo = usePromo(subtotal, known);
  // The PIN code checkout last delivered to in this browser: its area's fee shows here too.
  const knownPin = useLastFulfilment().pin;
  const terms = useOrderTerms(subtotal, knownPin);
  const totals = totalsWithFee(
    cartTotals(orderLines, promo.status === 'applied' ? promo.discount : 0),
    terms.fee,
  );

  let content;
  if (food.isError) content = <LoadFailed what="cart’s dishes" retry={() => food.refetch()} />;
  else if (status === 'failed')
    content = <LoadFailed what="cart" retry={() => accountCart.refetch()} />;
  else if (!known)
    content = (
      <div className="cart__state cart__state--loading skeleton" aria-busy="true">
        <span className="visually-hidden">Loading your cart…</span>
      </div>
    );
  else content = <CartLines lines={lines} />;

  return (
    <section className="page container cart" aria-labelledby="cart-title">
      <h1 id="cart-title" className="page-title">
        Your Cart
      </h1>
      <OfflineMenuNotice />
      {terms.closed !== undefined && <ShopClosedNotice message={terms.closed} />}
      {content}
      <div className="cart__bottom">
        <CartTotals
          loading={!known}
          totals={totals}
          promo={promo}
          terms={terms}
          orderable={orderLines.length > 0}
          holdsDishes={lines.length > 0}
        />
        <PromoCode promo={promo} subtotal={subtotal} known={known} />
      </div>
    </section>
  );
}
