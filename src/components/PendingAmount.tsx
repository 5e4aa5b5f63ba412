/**
 * An amount not known yet (the cart loading, a promo code being checked): a placeholder of an
 * amount's width, so no figure is shown that may be false, and nothing moves when it arrives.
 */
import './PendingAmount.css';

export function PendingAmount() {
  return (
    <span className="skeleton pending-amount">
      <span className="visually-hidden">Loading…</span>
    </span>
  );
}
