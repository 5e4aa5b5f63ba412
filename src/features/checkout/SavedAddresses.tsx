/**
 * /PlaceOrder's 'Saved addresses' (docs/product.md#the-address-book): the account's address book as
 * a list to choose from above the delivery fields. Choosing one fills every field with it; 'New
 * address' empties them. Shown only when the book holds an address; the fields stay the shopper's
 * to change after choosing.
 */
import { useId, useState } from 'react';
import { addressSummary } from '../../../contract/address-book';
import { ADDRESS_FIELDS, type AddressField } from '../../../contract/rules';
import { useAddressBookQuery } from '../../store/addressBook/addressBookApi';

const NEW_ADDRESS = 'new';

export interface SavedAddressesProps {
  /** Called for each of the nine fields with its new value (the form's own field handler). */
  onField: (field: AddressField, value: string) => void;
}

export function SavedAddresses({ onField }: SavedAddressesProps) {
  const id = useId();
  const book = useAddressBookQuery(undefined, { refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState('');
  const addresses = book.data?.addresses ?? [];
  if (addresses.length === 0) return null;

  function choose(value: string) {
    setChosen(value);
    const saved = addresses.find((candidate) => candidate.id === value);
    if (!saved && value !== NEW_ADDRESS) return;
    for (const field of ADDRESS_FIELDS) onField(field, saved ? saved.address[field] : '');
  }

  return (
    <div className="field saved-addresses">
      <label htmlFor={id}>Saved addresses</label>
      <select
        id={id}
        className="input"
        value={chosen}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="" disabled>
          Choose an address…
        </option>
        {addresses.map((saved) => (
          <option key={saved.id} value={saved.id}>
            {saved.name}
            {saved.isDefault ? ' (default)' : ''}: {addressSummary(saved.address)}
          </option>
        ))}
        <option value={NEW_ADDRESS}>New address</option>
      </select>
    </div>
  );
}
