/**
 * The address book (docs/product.md#the-address-book): the rules and sentences both sides use.
 * Bundled only with /Account and /PlaceOrder, not the first load.
 */
import type { Static } from '@sinclair/typebox';
import type { Address as AddressSchema } from './schemas/orders';
import { ADDRESS_FIELDS, hasControlCharacter } from './rules';

/** The schema's address (contract/api.ts names it too); from the schema, so no import circle. */
type Address = Static<typeof AddressSchema>;

/** The most addresses one account keeps. */
export const ADDRESS_BOOK_MAX = 10;
/** The longest name an address may have ('Home', 'Work', 'Mum's flat'). */
export const ADDRESS_NAME_MAX = 40;
/** The name the first remembered address gets; later ones get 'Address 2', 'Address 3'… */
export const FIRST_ADDRESS_NAME = 'Home';

export const ADDRESS_BOOK_MESSAGES = {
  nameMissing: 'Please give the address a name, such as Home or Work.',
  nameTooLong: `An address's name must be at most ${ADDRESS_NAME_MAX} characters long.`,
  nameNotOneLine: "An address's name must be one line of text.",
  nameTaken: (name: string) => `You already have an address named ${name}.`,
  duplicate: (name: string) => `That address is already in your address book as ${name}.`,
  full: `Your address book is full (${ADDRESS_BOOK_MAX} addresses). Remove one to add another.`,
  notFound: 'That address is not in your address book.',
  saved: 'Address saved.',
  removed: 'Address removed.',
  madeDefault: 'Default address changed.',
} as const;

/** The name's problem (already trimmed), in the shop's words; undefined when it is fine. */
export function addressNameProblem(name: string): string | undefined {
  if (!name) return ADDRESS_BOOK_MESSAGES.nameMissing;
  if (name.length > ADDRESS_NAME_MAX) return ADDRESS_BOOK_MESSAGES.nameTooLong;
  if (hasControlCharacter(name)) return ADDRESS_BOOK_MESSAGES.nameNotOneLine;
  return undefined;
}

/** One line for a list: 'Asha Verma, 12 MG Road, Bengaluru 560001'. */
export function addressSummary(address: Address): string {
  const person = `${address.firstname} ${address.lastname}`.trim();
  const place = `${address.city} ${address.zipcode}`.trim();
  return [person, address.street, place].filter(Boolean).join(', ');
}

/**
 * What makes two addresses the same one: the nine fields without case, outer or repeated spaces,
 * and the phone's digits (and '+') only.
 */
export function addressKey(address: Address): string {
  return JSON.stringify(
    ADDRESS_FIELDS.map((field) => {
      const value = address[field].trim().replace(/\s+/g, ' ').toLowerCase();
      return field === 'phone' ? value.replace(/[^\d+]/g, '') : value;
    }),
  );
}
