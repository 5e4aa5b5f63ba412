/**
 * The checkout form's own checks, in the server's words (docs/product.md#delivery-or-pickup): the
 * address rules of contract/address-checks.ts on the fields the order needs (all nine for a
 * delivery; name, email and phone for pickup), a PIN code of six digits for a delivery, and a
 * phone the shop can call (contract/phone.ts).
 */
import { checkAddress } from '../../../contract/address-checks';
import type { Address } from '../../../contract/api';
import { FULFILMENT_MESSAGES, isPinCode, type Fulfilment } from '../../../contract/fulfilment';
import { normalisedPhone } from '../../../contract/phone';
import { ADDRESS_FIELDS, type AddressField } from '../../../contract/rules';

const PICKUP_FIELDS: readonly AddressField[] = ['firstname', 'lastname', 'email', 'phone'];

/** The fields the form asks for, in its order. */
export function fieldsFor(fulfilment: Fulfilment): readonly AddressField[] {
  return fulfilment === 'pickup' ? PICKUP_FIELDS : ADDRESS_FIELDS;
}

/** What is wrong with a typed PIN code or phone; nothing for an empty one (asked for apart). */
export function formatProblem(field: AddressField, value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (field === 'zipcode' && !isPinCode(text)) return FULFILMENT_MESSAGES.badPin;
  if (field === 'phone' && !normalisedPhone(text)) return FULFILMENT_MESSAGES.badPhone;
  return undefined;
}

/**
 * The address as the order sends it (trimmed; for pickup the delivery fields empty), or the
 * first problem in the form's order with its field.
 */
export function checkOrderAddress(
  raw: Address,
  fulfilment: Fulfilment,
): { address: Address } | { problem: string; field?: AddressField } {
  const fields = fieldsFor(fulfilment);
  // The address rules run on the fields asked for; the others stand in as filled.
  const asked = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, fields.includes(field) ? raw[field] : '-']),
  );
  const checked = checkAddress(asked);
  if ('problem' in checked) return checked;
  for (const field of fields) {
    const problem = formatProblem(field, checked.address[field]);
    if (problem) return { problem, field };
  }
  const address = { ...checked.address };
  for (const field of ADDRESS_FIELDS) if (!fields.includes(field)) address[field] = '';
  return { address };
}
