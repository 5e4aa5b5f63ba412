/**
 * 'Delivery' or 'Pickup' (docs/product.md#delivery-or-pickup): two radio buttons, each a whole
 * row a thumb can hit, the shopper's last choice already chosen. Pickup names the counter; a PIN
 * code the shop does not deliver to says so, with Pickup one click away.
 */
import { useId } from 'react';
import type { Fulfilment } from '../../../contract/fulfilment';
import { FULFILMENT_MESSAGES } from '../../../contract/fulfilment';
import './fulfilment.css';

const CHOICES: ReadonlyArray<{ value: Fulfilment; label: string; hint: string }> = [
  { value: 'delivery', label: 'Delivery', hint: 'To your door' },
  { value: 'pickup', label: 'Pickup', hint: 'From our counter, no delivery fee' },
];

export interface FulfilmentChoiceProps {
  value: Fulfilment;
  onChange: (fulfilment: Fulfilment) => void;
  /** The shop's pickup counter, once known. */
  pickupAddress?: string;
  /** A heading level's look for the legend (the page's own question) or a quiet one. */
  title?: string;
}

export function FulfilmentChoice({
  value,
  onChange,
  pickupAddress,
  title = 'Delivery or pickup',
}: FulfilmentChoiceProps) {
  const name = useId();
  return (
    <fieldset className="fulfilment">
      <legend className="fulfilment__legend">{title}</legend>
      <div className="fulfilment__choices">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="fulfilment__choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className="fulfilment__text">
              <span className="fulfilment__label">{choice.label}</span>
              <span className="fulfilment__hint">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {value === 'pickup' && pickupAddress && (
        <p className="fulfilment__pickup">{FULFILMENT_MESSAGES.pickupAt(pickupAddress)}</p>
      )}
    </fieldset>
  );
}

/** The shop does not deliver to this PIN code: its sentence, and Pickup one click away. */
export function NotDelivered({
  message,
  onPickup,
  id,
}: {
  message: string;
  onPickup: () => void;
  id?: string;
}) {
  return (
    <div className="not-delivered" role="alert">
      <p id={id}>{message}</p>
      <button type="button" className="button button--quiet" onClick={onPickup}>
        Switch to Pickup
      </button>
    </div>
  );
}
