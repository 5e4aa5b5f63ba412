/**
 * The cart's lines as a table with the shop's columns (docs/product.md#pages). Explicit table roles keep the semantics
 * when phone styles turn rows into cards (browsers drop them once `display` changes). A dish the
 * kitchen marked unavailable, or a choice its dish no longer offers, keeps its line, greyed, saying
 * so; it counts in no total. A dish with options has a line for each choice and note, titled as
 * contract/options.ts describeLine words it.
 */
import { PAGE_PATHS } from '../../../contract/routes';
import { Link } from 'react-router';
import { dishImageUrl } from '../../lib/images';
import { formatRupees } from '../../../contract/rupees';
import { removeDish } from '../../store/cart/thunks';
import { useAppDispatch } from '../../store/hooks';
import { unavailableLineMessage, type CartLine } from '../../store/cart/lines';
import './cart-table.css';

const COLUMNS = ['Item', 'Title', 'Price', 'Quantity', 'Total', 'Remove'] as const;

export function CartLines({ lines }: { lines: CartLine[] }) {
  const dispatch = useAppDispatch();

  return (
    <>
      <table className="cart-table" role="table" aria-label="Cart items">
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} role="columnheader" scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {lines.map((line) => (
            <tr
              key={line.key}
              role="row"
              className={line.orderable ? 'cart-row' : 'cart-row cart-row--unavailable'}
            >
              <td role="cell" className="cart-row__image">
                <img src={dishImageUrl(line.food.image, 200)} alt="" width="200" height="200" />
              </td>
              <td role="cell" className="cart-row__title">
                {line.label}
                {!line.orderable && (
                  <span className="cart-row__unavailable">
                    <span className="cart-row__badge">Unavailable</span>{' '}
                    {unavailableLineMessage(line)}
                  </span>
                )}
              </td>
              <td role="cell" className="cart-row__price" data-label="Price">
                {formatRupees(line.unitPrice)}
              </td>
              <td role="cell" className="cart-row__quantity" data-label="Quantity">
                {line.quantity}
              </td>
              <td role="cell" className="cart-row__total" data-label="Total">
                {line.orderable ? (
                  formatRupees(line.lineTotal)
                ) : (
                  // Not counted: this line is no part of what the shopper pays.
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">Not included</span>
                  </>
                )}
              </td>
              <td role="cell" className="cart-row__remove">
                <button
                  type="button"
                  className="cart-row__remove-button"
                  aria-label={`Remove one ${line.label}`}
                  onClick={() => dispatch(removeDish(line.key))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines.length === 0 && (
        <div className="cart__state cart__empty">
          <p>Nothing in your bag yet. Our chefs are ready when you are.</p>
          <Link className="button button--quiet" to={PAGE_PATHS.menu}>
            Browse the menu
          </Link>
        </div>
      )}
    </>
  );
}
