/**
 * /Cart: the lines (as a table; on phones each row reflows into a card), the totals, a promo-code
 * box (no codes exist yet) and the checkout button in its three states.
 */
import { useFoodListQuery, useGetCartQuery } from '../../api/apiSlice';
import { useAppSelector } from '../../app/hooks';
import { selectToken } from '../session/sessionSlice';
import { selectVisitorKnown } from '../ui/uiSlice';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';
import { PromoCode } from './PromoCode';
import { selectCartHasItems, selectCartLines } from './selectors';
import './cart.css';

export function CartPage() {
  const token = useAppSelector(selectToken);
  const lines = useAppSelector(selectCartLines);
  const hasItems = useAppSelector(selectCartHasItems);
  const food = useFoodListQuery();
  const accountCart = useGetCartQuery(undefined, { skip: !token });
  // Until the visitor's saved cart is known (not in the prerendered page), and until the menu (and
  // a signed-in shopper's cart) arrive, "empty" would be a false statement; a guest's empty cart
  // is empty at once (and the page does not jump when the menu arrives).
  const visitorKnown = useAppSelector(selectVisitorKnown);
  const loading = !visitorKnown || (food.isLoading && hasItems) || accountCart.isLoading;

  return (
    <section className="page container cart" aria-labelledby="cart-title">
      <h1 id="cart-title" className="page-title">
        Your Cart
      </h1>

      {food.isError ? (
        <div className="cart__state" role="alert">
          <p>We couldn’t load your cart’s dishes. Please check your connection.</p>
          <button type="button" className="button" onClick={() => food.refetch()}>
            Try again
          </button>
        </div>
      ) : loading ? (
        <div className="cart__state cart__state--loading skeleton" aria-busy="true">
          <span className="visually-hidden">Loading your cart…</span>
        </div>
      ) : (
        <CartLines lines={lines} />
      )}

      <div className="cart__bottom">
        <CartTotals loading={loading} />
        <PromoCode />
      </div>
    </section>
  );
}
