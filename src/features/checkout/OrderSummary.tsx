/**
 * 'Cart Totals' beside the delivery form: the dishes, subtotal, a promo code's discount, delivery
 * fee (none for pickup) and total. Each line reads as describeLine words it ('Margherita · Large — "cut in 8"').
 * Lines the order leaves out (the dish unavailable, or a choice it no longer offers) are named apart.
 */
import { unavailableLineMessage, type CartLine, type CartTotals } from '../../store/cart/lines';
import type { Promo } from '../../store/cart/promo';
import { formatRupees } from '../../../contract/rupees';
import { PendingAmount } from '../../components/PendingAmount';
import { FeeText } from '../../components/fulfilment/FeeText';
import type { Fee } from '../../store/shop/orderTerms';

export interface OrderSummaryProps {
  lines: CartLine[];
  /** Lines of the cart the order leaves out. */
  unavailable: CartLine[];
  /** The fee as it follows the order: none for pickup, pending, or not delivered ('none'). */
  totals: CartTotals & { fee: Fee };
  promo: Promo;
  pickup: boolean;
}

export function OrderSummary({ lines, unavailable, totals, promo, pickup }: OrderSummaryProps) {
  const pending = promo.status === 'pending';
  return (
    <>
      <h2 id="cart-totals-title" className="checkout__totals-title">
        Cart Totals
      </h2>
      <ul className="checkout__lines" aria-label="Dishes in your order">
        {lines.map((line) => (
          <li key={line.key} className="checkout__line">
            <span>
              {line.label} <span className="checkout__quantity">× {line.quantity}</span>
            </span>
            <span>{formatRupees(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      {unavailable.length > 0 && (
        <ul className="checkout__left-out" aria-label="Not in your order">
          {unavailable.map((line) => (
            <li key={line.key}>{unavailableLineMessage(line)}</li>
          ))}
        </ul>
      )}
      <dl className="checkout__amounts">
        <div className="checkout__amount">
          <dt>Subtotal</dt>
          <dd>{formatRupees(totals.subtotal)}</dd>
        </div>
        {promo.status !== 'none' && (pending || totals.discount > 0) && (
          <div className="checkout__amount checkout__amount--discount">
            <dt>Discount ({promo.code})</dt>
            <dd>{pending ? <PendingAmount /> : `−${formatRupees(totals.discount)}`}</dd>
          </div>
        )}
        {!pickup && (
          <div className="checkout__amount">
            <dt>Delivery Fee</dt>
            <dd>
              <FeeText fee={totals.fee} rupees={totals.deliveryFee} />
            </dd>
          </div>
        )}
        <div className="checkout__amount checkout__amount--total">
          <dt>Total</dt>
          <dd>
            <FeeText fee={totals.fee} rupees={totals.total} pending={pending} />
          </dd>
        </div>
      </dl>
      {(promo.status === 'refused' || promo.status === 'failed') && (
        <p className="checkout__promo-note">
          Code <strong>{promo.code}</strong> is not applied
          {promo.status === 'refused' && promo.message ? `: ${promo.message}` : '.'}
        </p>
      )}
    </>
  );
}
