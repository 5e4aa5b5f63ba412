/**
 * /Cart: the lines (as a table; on phones each row reflows into a card), the totals, a promo-code
 * box (no codes exist yet) and the checkout button in its three states.
 */
import { useFoodListQuery } from '../../api/apiSlice';
import { useGetCartQuery } from '../../store/cart/cartApi';
import { selectCartHasItems, selectCartLines, selectCartStatus } from '../../store/cart/selectors';
import { useAppSelector } from '../../store/hooks';
import { selectToken } from '../../store/session/sessionSlice';
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
  const hasItems = useAppSelector(selectCartHasItems);
  const status = useAppSelector(selectCartStatus);
  const food = useFoodListQuery();
  const accountCart = useGetCartQuery(undefined, { skip: !token });
  // Until the cart is known (not in the prerendered page; a signed-in cart once it has loaded),
  // and until the menu arrives, "empty" would be a false statement; a guest's empty cart is empty
  // at once (and the page does not jump when the menu arrives).
  const known = status === 'known' && !(food.isLoading && hasItems);

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
      {content}
      <div className="cart__bottom">
        <CartTotals loading={!known} />
        <PromoCode />
      </div>
    </section>
  );
}
