/**
 * 'Cart Totals' and the checkout button: Proceed, Login to Checkout, or 'Your cart is empty.'.
 * Delivery or pickup is chosen here too (the same choice /PlaceOrder starts from): the delivery
 * fee is the PIN code's area's once the PIN is known, none for pickup; outside every area the
 * shop says so with Pickup one click away (docs/product.md#delivery-or-pickup).
 * A promo code's discount is a line of its own; while it is being checked (the subtotal changed)
 * the discount and the total are pending, never the old figures. Checking out waits while the shop
 * is closed with no later time to order for, or the subtotal is below its minimum order, and says
 * why (docs/product.md#cart).
 */
import { PAGE_PATHS } from '../../../contract/routes';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../lib/notify';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { formatRupees } from '../../../contract/rupees';
import { selectIsLoggedIn } from '../../store/session/sessionSlice';
import { dialogOpened } from '../../store/uiSlice';
import type { CartTotals as Totals } from '../../store/cart/lines';
import type { Promo } from '../../store/cart/promo';
import { SHOP_CLOSED_ID } from '../../components/ShopClosedNotice';
import { PendingAmount } from '../../components/PendingAmount';
import { FeeText } from '../../components/fulfilment/FeeText';
import { FulfilmentChoice, NotDelivered } from '../../components/fulfilment/FulfilmentChoice';
import type { Fee, OrderTerms } from '../../store/shop/orderTerms';

const NOT_DELIVERED_ID = 'cart-not-delivered';

export interface CartTotalsProps {
  loading: boolean;
  totals: Totals & { fee: Fee };
  promo: Promo;
  terms: OrderTerms;
  /** Whether the cart holds any dish the shop can sell now. */
  orderable: boolean;
  /** Whether it holds any dish at all (some may be unavailable). */
  holdsDishes: boolean;
}

export function CartTotals({
  loading,
  totals,
  promo,
  terms,
  orderable,
  holdsDishes,
}: CartTotalsProps) {
  const promoPending = promo.status === 'pending';

  // While the cart is loading, ₹0 would be a false statement: a placeholder of the same width.
  const amount = (rupees: number) => (loading ? <PendingAmount /> : formatRupees(rupees));

  const belowMinimum = !loading && orderable ? terms.belowMinimum : undefined;
  const pickup = terms.fulfilment === 'pickup';
  const notDelivered = !pickup ? terms.notDelivered : undefined;
  const showsDiscount =
    (promo.status === 'applied' && totals.discount > 0) || promo.status === 'pending'
      ? promo.code
      : undefined;

  return (
    <section className="cart-totals card" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className="section-title">
        Cart Totals
      </h2>
      <FulfilmentChoice
        value={terms.fulfilment}
        onChange={terms.choose}
        pickupAddress={terms.shop?.pickupAddress}
      />
      {notDelivered && (
        <NotDelivered
          id={NOT_DELIVERED_ID}
          message={notDelivered}
          onPickup={() => terms.choose('pickup')}
        />
      )}
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
        {!pickup && (
          <div>
            <dt>Delivery Fee</dt>
            <dd>
              <FeeText fee={totals.fee} rupees={totals.deliveryFee} pending={loading} />
            </dd>
          </div>
        )}
        <div className="cart-totals__total">
          <dt>Total</dt>
          <dd>
            <FeeText fee={totals.fee} rupees={totals.total} pending={loading || promoPending} />
          </dd>
        </div>
      </dl>
      {belowMinimum && (
        <p id="cart-minimum" className="cart-totals__blocked" role="status">
          {belowMinimum}
        </p>
      )}
      <CheckoutButton
        loading={loading}
        holdsDishes={holdsDishes}
        orderable={orderable}
        waitsFor={{
          closed: terms.closedWaits,
          belowMinimum: belowMinimum !== undefined,
          notDelivered: notDelivered !== undefined,
          promo: promoPending || promo.status === 'failed',
        }}
      />
    </section>
  );
}

/**
 * 'Proceed to Checkout', or why not yet: loading, an empty cart, a visitor (who is asked to log
 * in), or something the shopper must see to first (described by the notes it points to).
 */
function CheckoutButton({
  loading,
  holdsDishes,
  orderable,
  waitsFor,
}: Pick<CartTotalsProps, 'loading' | 'holdsDishes' | 'orderable'> & {
  waitsFor: { closed: boolean; belowMinimum: boolean; notDelivered: boolean; promo: boolean };
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  if (loading || !holdsDishes) {
    return (
      <button type="button" className="button cart-totals__checkout" disabled>
        {loading ? 'Loading…' : PAGE_MESSAGES.cartEmpty}
      </button>
    );
  }
  if (!isLoggedIn) {
    return (
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
  }
  const why = [
    waitsFor.closed && SHOP_CLOSED_ID,
    waitsFor.belowMinimum && 'cart-minimum',
    waitsFor.notDelivered && NOT_DELIVERED_ID,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className="button cart-totals__checkout"
      disabled={!orderable || Object.values(waitsFor).some(Boolean)}
      aria-describedby={why || undefined}
      onClick={() => navigate(PAGE_PATHS.placeOrder)}
    >
      Proceed to Checkout
    </button>
  );
}
