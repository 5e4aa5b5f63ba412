/**
 * The board's 'Scheduled' column (docs/product.md#ordering-ahead): paid orders for a later slot
 * that the kitchen does not cook yet, soonest due first, each with its due time. The server
 * releases each one when its due time less the preparation time arrives, and the stream's update
 * moves it to the cooking column on every board, without reload.
 */
import type { KitchenOrder } from '../../../contract/api';
import { describeLine } from '../../../contract/options';
import { formatRupees } from '../../../contract/rupees';
import { ORDER_STATUS } from '../../../contract/rules';
import { CardFulfilment } from './CardFulfilment';
import { CardButton } from './KitchenCard';

/** What is to cook, on one line (the card is compact until the order is released). */
const dishesText = ({ lines }: KitchenOrder): string =>
  lines
    .map(
      ({ name, options, note, quantity }) =>
        `${describeLine(name, options ?? [], note)} x ${quantity}`,
    )
    .join(', ');

/** An order waiting for its slot: shown in 'Scheduled', not in the cooking column. */
export const isScheduled = (order: KitchenOrder): boolean =>
  order.scheduled === true && order.status === ORDER_STATUS.processing;

function ScheduledCard({
  order,
  now,
  onCancel,
}: {
  order: KitchenOrder;
  now: number;
  onCancel: (order: KitchenOrder) => void;
}) {
  const headingId = `kitchen-order-${order._id}`;
  return (
    <li>
      <article className="kitchen-card card kitchen-card--scheduled" aria-labelledby={headingId}>
        <header className="kitchen-card__top">
          <h3 id={headingId} className="kitchen-card__number">
            <span className="visually-hidden">Order </span>#{order.number}
          </h3>
        </header>
        <CardFulfilment order={order} now={now} headingId={headingId} />
        <p className="kitchen-card__dishes">{dishesText(order)}</p>
        <p className="kitchen-card__total">Total {formatRupees(order.amount)}</p>
        <div className="kitchen-card__actions">
          <CardButton quiet busy={false} describedBy={headingId} onPress={() => onCancel(order)}>
            Cancel order
          </CardButton>
        </div>
      </article>
    </li>
  );
}

export function ScheduledColumn({
  orders,
  now,
  onCancel,
}: {
  /** The whole board: the column takes the scheduled ones. */
  orders: readonly KitchenOrder[];
  now: number;
  onCancel: (order: KitchenOrder) => void;
}) {
  const waiting = orders
    .filter(isScheduled)
    .sort((a, b) => (a.dueAt ?? '').localeCompare(b.dueAt ?? ''));
  return (
    <section
      className="kitchen__column kitchen__column--scheduled"
      aria-labelledby="kitchen-column-scheduled"
    >
      <h2 id="kitchen-column-scheduled" className="kitchen__column-title">
        Scheduled <span className="kitchen__count">({waiting.length})</span>
      </h2>
      {waiting.length === 0 ? (
        <p className="kitchen__empty">No orders.</p>
      ) : (
        <ul className="kitchen__cards">
          {waiting.map((order) => (
            <ScheduledCard key={order._id} order={order} now={now} onCancel={onCancel} />
          ))}
        </ul>
      )}
    </section>
  );
}
