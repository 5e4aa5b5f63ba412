/** How each of the nine address fields is asked for: browser autofill, keyboard, layout. */
import type { HTMLInputTypeAttribute } from 'react';
import type { Address } from '../../../contract/api';
import { ADDRESS_FIELDS, type AddressField } from '../../../contract/rules';

export interface AddressInput {
  autoComplete: string;
  type: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** Takes the form's whole width (two columns on wider screens otherwise). */
  wide?: boolean;
}

export const ADDRESS_INPUT: Record<AddressField, AddressInput> = {
  firstname: { autoComplete: 'shipping given-name', type: 'text' },
  lastname: { autoComplete: 'shipping family-name', type: 'text' },
  email: { autoComplete: 'email', type: 'email', inputMode: 'email', wide: true },
  street: { autoComplete: 'shipping street-address', type: 'text', wide: true },
  city: { autoComplete: 'shipping address-level2', type: 'text' },
  state: { autoComplete: 'shipping address-level1', type: 'text' },
  zipcode: { autoComplete: 'shipping postal-code', type: 'text' },
  country: { autoComplete: 'shipping country-name', type: 'text' },
  phone: { autoComplete: 'tel', type: 'tel', inputMode: 'tel', wide: true },
};

export function emptyAddress(): Address {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Address;
}
