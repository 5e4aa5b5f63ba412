/**
 * The Settings view's pickup, times and payment fields (docs/product.md#delivery-or-pickup): the
 * pickup address, the preparation and delivery minutes the shop quotes, orders per 15-minute
 * slot, and pay on delivery with its limit (₹2,000 offered when it is turned on).
 */
import { PAY_ON_DELIVERY_SUGGESTED } from '../../../contract/fulfilment';
import { formatRupees } from '../../../contract/rupees';
import { LineField } from './ConsoleForm';
import type { FulfilmentDraft, FulfilmentField } from './fulfilmentRules';

export interface FulfilmentSettingsProps {
  draft: FulfilmentDraft;
  problems: Partial<Record<FulfilmentField, string>>;
  fieldId: (field: FulfilmentField) => string;
  onChange: (change: Partial<FulfilmentDraft>, fields: FulfilmentField[]) => void;
}

export function FulfilmentSettings({
  draft,
  problems,
  fieldId,
  onChange,
}: FulfilmentSettingsProps) {
  const fieldProps = (name: FulfilmentField) => ({
    id: fieldId(name),
    problem: problems[name],
    value: draft[name],
    onValue: (value: string) => onChange({ [name]: value }, [name]),
  });

  function turnPayOnDelivery(on: boolean) {
    const offered = on && draft.payOnDeliveryMax.trim() === '';
    onChange(
      {
        payOnDelivery: on,
        ...(offered ? { payOnDeliveryMax: String(PAY_ON_DELIVERY_SUGGESTED) } : {}),
      },
      ['payOnDeliveryMax'],
    );
  }

  return (
    <>
      <fieldset className="console-fieldset card">
        <legend>Pickup and delivery</legend>
        <LineField
          {...fieldProps('pickupAddress')}
          label="Pickup address"
          hint="Where shoppers collect pickup orders; shown before they pay and on the receipt."
        />
        <div className="console-form__row">
          <LineField
            {...fieldProps('preparationMinutes')}
            label="Preparation time (minutes)"
            hint="The kitchen's time for an order: what a pickup is quoted."
            numeric
          />
          <LineField
            {...fieldProps('deliveryMinutes')}
            label="Delivery time (minutes)"
            hint="On the road to the door: added to the preparation time for a delivery."
            numeric
          />
        </div>
        <LineField
          {...fieldProps('slotLimit')}
          label="Orders per 15-minute slot"
          hint="A full slot is not offered to shoppers. Empty for no limit."
          numeric
        />
      </fieldset>
      <fieldset className="console-fieldset card">
        <legend>Pay on delivery</legend>
        <label className="console-choice">
          <input
            type="checkbox"
            checked={draft.payOnDelivery}
            onChange={(event) => turnPayOnDelivery(event.target.checked)}
          />
          Accept pay on delivery (cash or UPI at the door)
        </label>
        {draft.payOnDelivery && (
          <LineField
            {...fieldProps('payOnDeliveryMax')}
            label="Pay on delivery up to (₹)"
            hint={`Orders with a larger total are paid by card. We suggest ${formatRupees(PAY_ON_DELIVERY_SUGGESTED)}.`}
            numeric
          />
        )}
      </fieldset>
    </>
  );
}
