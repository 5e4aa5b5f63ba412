/** 'Cart Totals' beside the delivery form: the dishes, subtotal, delivery fee and total. */
import type { CartLine } from '../../store/cart/selectors';
import { formatRupees } from '../../../contract/money';

export interface OrderSummaryProps {
  lines: CartLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
}

export function OrderSummary({ lines, subtotal, deliveryFee, total }: OrderSummaryProps) {
  return (
    <>
      <h2 id="cart-totals-title" className="checkout__totals-title">
        Cart Totals
      </h2>
      <ul className="checkout__lines" aria-label="Dishes in your order">
        {lines.map((line) => (
          <li key={line.food._id} className="checkout__line">
            <span>
              {line.food.name} <span className="checkout__quantity">× {line.quantity}</span>
            </span>
            <span>{formatRupees(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout__amounts">
        <div className="checkout__amount">
          <dt>Subtotal</dt>
          <dd>{formatRupees(subtotal)}</dd>
        </div>
        <div className="checkout__amount">
          <dt>Delivery Fee</dt>
          <dd>{formatRupees(deliveryFee)}</dd>
        </div>
        <div className="checkout__amount checkout__amount--total">
          <dt>Total</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
    </>
  );
}
