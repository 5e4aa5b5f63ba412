/**
 * The address fields the order needs (all nine for a delivery; name, email and phone for
 * pickup), each labelled, with the browser's autofill. A PIN code or phone that is not one says
 * so under its field once the shopper leaves it (or tries to pay), in the server's words.
 */
import type { Address } from '../../../contract/api';
import { ADDRESS_FIELD_LABEL, ADDRESS_FIELD_MAX, type AddressField } from '../../../contract/rules';
import { TextField } from '../../components/TextField';
import { ADDRESS_INPUT } from './addressFields';

export type FieldProblems = Partial<Record<AddressField, string>>;

export interface AddressFieldsProps {
  fields: readonly AddressField[];
  address: Address;
  problems: FieldProblems;
  onChange: (field: AddressField, value: string) => void;
  onLeave: (field: AddressField) => void;
}

export function AddressFields({
  fields,
  address,
  problems,
  onChange,
  onLeave,
}: AddressFieldsProps) {
  return (
    <div className="checkout__fields">
      {fields.map((field) => {
        const input = ADDRESS_INPUT[field];
        const problem = problems[field];
        const problemId = `address-${field}-problem`;
        return (
          <TextField
            key={field}
            id={`address-${field}`}
            className={input.wide ? 'checkout__field--wide' : undefined}
            label={ADDRESS_FIELD_LABEL[field]}
            name={field}
            type={input.type}
            inputMode={input.inputMode}
            autoComplete={input.autoComplete}
            maxLength={ADDRESS_FIELD_MAX[field]}
            required
            value={address[field]}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onBlur={() => onLeave(field)}
            onValueChange={(value) => onChange(field, value)}
          >
            {problem && (
              <p id={problemId} className="field-problem">
                {problem}
              </p>
            )}
          </TextField>
        );
      })}
    </div>
  );
}
