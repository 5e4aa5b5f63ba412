/**
 * How each of the nine address fields is asked for (browser autofill, keyboard, layout), and
 * what the form is filled with from the account.
 */
import type { HTMLInputTypeAttribute } from 'react';
import type { Address, ProfileReply } from '../../../contract/api';
import { ADDRESS_FIELDS, ADDRESS_FIELD_MAX, type AddressField } from '../../../contract/rules';

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
  zipcode: { autoComplete: 'shipping postal-code', type: 'text', inputMode: 'numeric' },
  country: { autoComplete: 'shipping country-name', type: 'text' },
  phone: { autoComplete: 'tel', type: 'tel', inputMode: 'tel', wide: true },
};

export function emptyAddress(): Address {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Address;
}

/**
 * The account's suggestion: the address of its latest order (all nine fields, as the shopper
 * gave them last time), or before any order the account's name (first word, the rest) and email.
 */
export function addressFromProfile({ name, email, lastAddress }: ProfileReply): Address {
  if (lastAddress) return lastAddress;
  const [firstname = '', ...rest] = name.trim().split(/\s+/);
  return { ...emptyAddress(), firstname, lastname: rest.join(' '), email };
}

/** Fills the fields still empty with the suggestion's (within each field's limit); typed text stays. */
export function fillEmptyFields(current: Address, suggestion: Address): Address {
  const filled = { ...current };
  for (const field of ADDRESS_FIELDS) {
    if (!filled[field].trim()) filled[field] = suggestion[field].slice(0, ADDRESS_FIELD_MAX[field]);
  }
  return filled;
}
