/**
 * 'Cart Totals' and the checkout button: Proceed, Login to Checkout, or 'Your cart is empty.'.
 * A promo code's discount is a line of its own; while it is being checked (the subtotal changed)
 * the discount and the total are pending, never the old figures. Checking out waits while the shop
 * is closed or the subtotal is below its minimum order, and says why (docs/product.md#cart).
 */
import { PAGE_PATHS } from '../../../contract/routes';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notify';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { formatRupees } from '../../../contract/rupees';
import { selectIsLoggedIn } from '../../store/session/sessionSlice';
import { dialogOpened } from '../../store/uiSlice';
import type { CartTotals as Totals } from '../../store/cart/lines';
import type { Promo } from '../../store/cart/promo';
import type { ShopStatus } from '../../store/shop/useShopStatus';
import { SHOP_CLOSED_ID } from '../../components/ShopClosedNotice';
import { PendingAmount } from '../../components/PendingAmount';

export interface CartTotalsProps {
  loading: boolean;
  totals: Totals;
  promo: Promo;
  shop: ShopStatus;
  /** Whether the cart holds any dish the shop can sell now. */
  orderable: boolean;
  /** Whether it holds any dish at all (some may be unavailable). */
  holdsDishes: boolean;
}

export function CartTotals({
  loading,
  totals,
  promo,
  shop,
  orderable,
  holdsDishes,
}: CartTotalsProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const promoPending = promo.status === 'pending';

  // While the cart is loading, ₹0 would be a false statement: a placeholder of the same width.
  const amount = (rupees: number, pending = false) =>
    loading || pending ? <PendingAmount /> : formatRupees(rupees);

  const belowMinimum = !loading && orderable ? shop.belowMinimum : undefined;
  let checkout;
  if (loading) {
    checkout = (
      <button type="button" className="button cart-totals__checkout" disabled>
        Loading…
      </button>
    );
  } else if (!holdsDishes) {
    checkout = (
      <button type="button" className="button cart-totals__checkout" disabled>
        {PAGE_MESSAGES.cartEmpty}
      </button>
    );
  } else if (!isLoggedIn) {
    checkout = (
      <button
        type="button"
        className="button cart-totals__checkout"
        data-opens="auth-dialog"
        onClick={() => {
          notify.warning(ROUTE_MESSAGES.loginToPlaceOrder);
          dispatch(dialogOpened('login'));
        }}
      >
        Login to Checkout
      </button>
    );
  } else {
    const waits =
      !orderable ||
      shop.closed !== undefined ||
      belowMinimum !== undefined ||
      promoPending ||
      promo.status === 'failed';
    const why = [shop.closed !== undefined && SHOP_CLOSED_ID, belowMinimum && 'cart-minimum']
      .filter(Boolean)
      .join(' ');
    checkout = (
      <button
        type="button"
        className="button cart-totals__checkout"
        disabled={waits}
        aria-describedby={why || undefined}
        onClick={() => navigate(PAGE_PATHS.placeOrder)}
      >
        Proceed to Checkout
      </button>
    );
  }

  const showsDiscount =
    (promo.status === 'applied' && totals.discount > 0) || promo.status === 'pending'
      ? promo.code
      : undefined;

  return (
    <section className="cart-totals card" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className="section-title">
        Cart Totals
      </h2>
      <dl className="cart-totals__list">
        <div>
          <dt>Subtotal</dt>
          <dd>{amount(totals.subtotal)}</dd>
        </div>
        {showsDiscount && (
          <div className="cart-totals__discount">
            <dt>Discount ({showsDiscount})</dt>
            <dd>
              {loading || promoPending ? <PendingAmount /> : `−${formatRupees(totals.discount)}`}
            </dd>
          </div>
        )}
        <div>
          <dt>Delivery Fee</dt>
          <dd>{amount(totals.deliveryFee)}</dd>
        </div>
        <div className="cart-totals__total">
          <dt>Total</dt>
          <dd>{amount(totals.total, promoPending)}</dd>
        </div>
      </dl>
      {belowMinimum && (
        <p id="cart-minimum" className="cart-totals__blocked" role="status">
          {belowMinimum}
        </p>
      )}
      {checkout}
    </section>
  );
}
