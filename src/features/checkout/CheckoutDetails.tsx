/**
 * The checkout form's questions, in the order it asks them: delivery or pickup, the address (or
 * the pickup's name, email and phone), when, and how to pay when the shop takes payment at the
 * door (docs/product.md#delivery-or-pickup).
 */
import type { Address } from '../../../contract/api';
import type { PaymentMethod } from '../../../contract/fulfilment';
import type { AddressField } from '../../../contract/rules';
import { AddressFields, type FieldProblems } from './AddressFields';
import { fieldsFor } from './contactChecks';
import { FulfilmentChoice, NotDelivered } from '../../components/fulfilment/FulfilmentChoice';
import type { OrderTerms } from '../../store/shop/orderTerms';
import { PaymentChoice } from './PaymentChoice';
import { SavedAddresses } from './SavedAddresses';
import { TimeChoice } from './TimeChoice';

export const NOT_DELIVERED_ID = 'checkout-not-delivered';

export interface CheckoutDetailsProps {
  terms: OrderTerms;
  address: Address;
  problems: FieldProblems;
  onField: (field: AddressField, value: string) => void;
  onLeave: (field: AddressField) => void;
  /** chosenDue's answer: '' for as soon as possible. */
  due: string;
  onDue: (dueAt: string) => void;
  /** Offered: pay on delivery is on and the total is within its limit. */
  payOnDelivery: boolean;
  payment: PaymentMethod;
  onPayment: (payment: PaymentMethod) => void;
}

export function CheckoutDetails({
  terms,
  address,
  problems,
  onField,
  onLeave,
  due,
  onDue,
  payOnDelivery,
  payment,
  onPayment,
}: CheckoutDetailsProps) {
  const pickup = terms.fulfilment === 'pickup';
  const timeZone = terms.shop?.settings.timeZone;
  return (
    <div className="checkout__delivery">
      <h1 id="delivery-title" className="page-title">
        {pickup ? 'Pickup Information' : 'Delivery Information'}
      </h1>
      <FulfilmentChoice
        value={terms.fulfilment}
        onChange={terms.choose}
        pickupAddress={terms.shop?.pickupAddress}
      />
      {!pickup && terms.notDelivered && (
        <NotDelivered
          id={NOT_DELIVERED_ID}
          message={terms.notDelivered}
          onPickup={() => terms.choose('pickup')}
        />
      )}
      {!pickup && <SavedAddresses onField={onField} />}
      <p className="checkout__hint">All fields are required.</p>
      <AddressFields
        fields={fieldsFor(terms.fulfilment)}
        address={address}
        problems={problems}
        onChange={onField}
        onLeave={onLeave}
      />
      {terms.times && timeZone && (
        <TimeChoice times={terms.times} timeZone={timeZone} value={due} onChange={onDue} />
      )}
      {payOnDelivery && <PaymentChoice value={payment} onChange={onPayment} />}
    </div>
  );
}
