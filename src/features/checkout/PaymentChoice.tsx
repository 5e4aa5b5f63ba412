/**
 * How the order is paid, when the shop takes payment at the door (docs/product.md#pay-on-delivery):
 * by card (the payment page) or 'Pay on delivery (cash or UPI at the door)'. Offered only for a
 * delivery whose total is within the shop's limit.
 */
import { useId } from 'react';
import { FULFILMENT_MESSAGES, type PaymentMethod } from '../../../contract/fulfilment';
import '../../components/fulfilment/fulfilment.css';

export function PaymentChoice({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (payment: PaymentMethod) => void;
}) {
  const name = useId();
  const choices: Array<[PaymentMethod, string]> = [
    ['card', 'Pay by card'],
    ['on-delivery', FULFILMENT_MESSAGES.payOnDeliveryLabel],
  ];
  return (
    <fieldset className="pay-with">
      <legend className="pay-with__legend">Payment</legend>
      {choices.map(([method, label]) => (
        <label key={method} className="pay-with__choice">
          <input
            type="radio"
            name={name}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
