/** 'Cart Totals' and the checkout button: Proceed, Login to Checkout, or 'Your cart is empty.'. */
import { PAGE_PATHS } from '../../../contract/routes';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notify';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { formatRupees } from '../../../contract/money';
import { selectIsLoggedIn } from '../../store/session/sessionSlice';
import { dialogOpened } from '../../store/uiSlice';
import {
  selectCartLines,
  selectCartSubtotal,
  selectCartTotal,
  selectDeliveryFee,
} from '../../store/cart/selectors';

export function CartTotals({ loading }: { loading: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const hasLines = useAppSelector(selectCartLines).length > 0;
  const subtotal = useAppSelector(selectCartSubtotal);
  const deliveryFee = useAppSelector(selectDeliveryFee);
  const total = useAppSelector(selectCartTotal);

  // While the cart is loading, ₹0 would be a false statement: a placeholder of the same width.
  const amount = (rupees: number) =>
    loading ? (
      <span className="skeleton cart-totals__pending">
        <span className="visually-hidden">Loading…</span>
      </span>
    ) : (
      formatRupees(rupees)
    );

  let checkout;
  if (loading) {
    checkout = (
      <button type="button" className="button cart-totals__checkout" disabled>
        Loading…
      </button>
    );
  } else if (!hasLines) {
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
          notify.warning(PAGE_MESSAGES.loginToPlaceOrder);
          dispatch(dialogOpened('login'));
        }}
      >
        Login to Checkout
      </button>
    );
  } else {
    checkout = (
      <button
        type="button"
        className="button cart-totals__checkout"
        onClick={() => navigate(PAGE_PATHS.placeOrder)}
      >
        Proceed to Checkout
      </button>
    );
  }

  return (
    <section className="cart-totals card" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className="section-title">
        Cart Totals
      </h2>
      <dl className="cart-totals__list">
        <div>
          <dt>Subtotal</dt>
          <dd>{amount(subtotal)}</dd>
        </div>
        <div>
          <dt>Delivery Fee</dt>
          <dd>{amount(deliveryFee)}</dd>
        </div>
        <div className="cart-totals__total">
          <dt>Total</dt>
          <dd>{amount(total)}</dd>
        </div>
      </dl>
      {checkout}
    </section>
  );
}
