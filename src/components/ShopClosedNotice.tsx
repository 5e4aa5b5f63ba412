/**
 * The shop's closed sign on /Cart and /PlaceOrder: the server's sentence ('We are closed now. We
 * open at 9 AM. You can order now for later.'), at the top of the page where the shopper looks
 * first. The menu, the cart and checking out for a later time keep working; only with no later
 * time to order for does checking out wait for opening time (docs/product.md#ordering-ahead).
 */
import './ShopClosedNotice.css';

export const SHOP_CLOSED_ID = 'shop-closed';

export function ShopClosedNotice({ message }: { message: string }) {
  return (
    <p id={SHOP_CLOSED_ID} className="shop-closed" role="status">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
