/**
 * The delivery address's checks (docs/product.md#checkout-and-payment), one text for both sides:
 * the checkout form before sending (src/features/checkout/CheckoutForm.tsx), and the server
 * before it stores an order (server/orders/routes.ts), which answers the first problem. Every
 * field must be there, within its limit and on one line (no field can then add a line to an
 * email's header); the email must be one address by the rule sign-up uses (isEmail).
 */
import { ACCOUNT_MESSAGES } from './messages';
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_LABEL,
  ADDRESS_FIELD_MAX,
  hasControlCharacter,
  isEmail,
  type AddressField,
} from './rules';

/**
 * The nine fields, each a string: the shape of the schema's address (contract/api.ts), written
 * here from the field list, because the schema takes its sentences from this module.
 */
type Address = Record<AddressField, string>;

/**
 * The delivery address's refusals, naming the field by its label. Here, not in messages.ts, so
 * only the checkout's page carries them, not the first load.
 */
export const ADDRESS_MESSAGES = {
  invalidEmail: ACCOUNT_MESSAGES.invalidEmail,
  missing: (label: string) => `Please enter the delivery address's ${label.toLowerCase()}.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long.`,
  notOneLine: (label: string) =>
    `${label} must be one line of text, without line breaks or control characters.`,
} as const;

/** The first problem of one field's value (already trimmed), in the shop's words. */
function fieldProblem(field: AddressField, value: string): string | undefined {
  const label = ADDRESS_FIELD_LABEL[field];
  if (!value) return ADDRESS_MESSAGES.missing(label);
  if (value.length > ADDRESS_FIELD_MAX[field])
    return ADDRESS_MESSAGES.tooLong(label, ADDRESS_FIELD_MAX[field]);
  if (hasControlCharacter(value)) return ADDRESS_MESSAGES.notOneLine(label);
  if (field === 'email' && !isEmail(value)) return ADDRESS_MESSAGES.invalidEmail;
  return undefined;
}

/**
 * The nine fields trimmed, or the first problem in the form's order and the field it is about.
 * Missing fields count as empty; anything beyond the nine is left out.
 */
export function checkAddress(
  raw: Partial<Record<string, string>>,
): { address: Address } | { problem: string; field: AddressField } {
  const address = {} as Address;
  for (const field of ADDRESS_FIELDS) {
    const value = (raw[field] ?? '').trim();
    const problem = fieldProblem(field, value);
    if (problem) return { problem, field };
    address[field] = value;
  }
  return { address };
}
