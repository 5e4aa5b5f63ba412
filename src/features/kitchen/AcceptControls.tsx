/**
 * A new order's actions on the board (docs/product.md#the-order-board): 'Accept · 20 min' with
 * the preparation time to choose (10, 15, 20, 30 or 45 min), and 'Reject', which asks for the
 * reason and cancels and refunds the order.
 */
import { useId, useState } from 'react';
import { ACCEPT_MINUTES, DEFAULT_ACCEPT_MINUTES } from '../../../contract/acceptance';
import type { KitchenOrder } from '../../../contract/api';

export interface AcceptControlsProps {
  order: KitchenOrder;
  busy: boolean;
  /** The card's heading: what each button is about. */
  headingId: string;
  onAccept: (order: KitchenOrder, minutes: number) => void;
  onReject: (order: KitchenOrder) => void;
}

export function AcceptControls({
  order,
  busy,
  headingId,
  onAccept,
  onReject,
}: AcceptControlsProps) {
  const [minutes, setMinutes] = useState<number>(DEFAULT_ACCEPT_MINUTES);
  const id = useId();
  return (
    <div className="kitchen-card__actions kitchen-card__accept">
      <button
        type="button"
        className="button"
        aria-disabled={busy}
        aria-describedby={headingId}
        onClick={() => {
          if (!busy) onAccept(order, minutes);
        }}
      >
        Accept · {minutes} min
      </button>
      <label className="visually-hidden" htmlFor={`${id}-minutes`}>
        Minutes to prepare order #{order.number}
      </label>
      <select
        id={`${id}-minutes`}
        className="input kitchen-card__minutes"
        value={minutes}
        onChange={(event) => setMinutes(Number(event.target.value))}
      >
        {ACCEPT_MINUTES.map((choice) => (
          <option key={choice} value={choice}>
            {choice} min
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--quiet"
        aria-disabled={busy}
        aria-describedby={headingId}
        onClick={() => {
          if (!busy) onReject(order);
        }}
      >
        Reject
      </button>
    </div>
  );
}
