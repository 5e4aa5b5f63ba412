/**
 * What placing an order checks of its fulfilment (docs/product.md#delivery-or-pickup): who collects
 * it or where it goes (phone and PIN rules), the area's fee and minimum, and when it is due (as
 * soon as possible, or a slot /api/shop/times offers).
 */
import { checkAddress } from '../../contract/address-checks';
import type { Address } from '../../contract/api';
import { deliveryTermsFor, FULFILMENT_MESSAGES, type Fulfilment } from '../../contract/fulfilment';
import { normalisedPhone } from '../../contract/phone';
import { LOCATION_FIELDS } from '../../contract/schemas/orders';
import { Refusal } from '../http/errors';
import type { DeliveryAreaRepository } from '../shop/area-repository';
import type { StoredSettings } from '../shop/fulfilment-settings';
import type { OrderTimes } from '../shop/times';

/**
 * The address as sent (its schema checked the fields' lengths, lines, email, phone and PIN code),
 * trimmed and checked for a blank field: all nine for a delivery, the name, email and phone for a
 * pickup (the others kept empty). The phone is kept in E.164.
 */
export function checkedAddress(
  raw: Partial<Record<string, string>>,
  fulfilment: Fulfilment,
): Address {
  const pickup = fulfilment === 'pickup';
  // A pickup's location fields are left out of the check by standing in for them.
  const filled = pickup
    ? { ...raw, ...Object.fromEntries(LOCATION_FIELDS.map((field) => [field, '-'])) }
    : raw;
  const checked = checkAddress(filled);
  if ('problem' in checked) throw new Refusal(400, checked.problem, `address.${checked.field}`);
  const phone = normalisedPhone(checked.address.phone);
  if (!phone) throw new Refusal(400, FULFILMENT_MESSAGES.badPhone, 'address.phone');
  const address = { ...checked.address, phone };
  if (pickup) for (const field of LOCATION_FIELDS) address[field] = '';
  return address;
}

/** The delivery fee and the minimum subtotal the order needs, from the server's own settings. */
export async function feeAndMinimum(
  areas: DeliveryAreaRepository,
  settings: StoredSettings,
  fulfilment: Fulfilment,
  address: Address,
): Promise<{ fee: number; minimum: number }> {
  if (fulfilment === 'pickup') return { fee: 0, minimum: settings.minimumOrder };
  const terms = deliveryTermsFor(await areas.list(), address.zipcode);
  if (terms === 'no') throw new Refusal(409, FULFILMENT_MESSAGES.notDelivered(address.zipcode));
  return { fee: terms.fee, minimum: Math.max(terms.minimum, settings.minimumOrder) };
}

export interface DueTime {
  /** ISO: the promised time. */
  dueAt: string;
  scheduled: boolean;
}

/**
 * When the order is due: now plus the quote for 'as soon as possible' (the caller refuses it while
 * closed), or the slot asked for, which must be one /api/shop/times offers now; a slot that would
 * be offered but is full is refused as fully booked.
 */
export function dueTime(times: OrderTimes, now: Date, askedFor: string | undefined): DueTime {
  if (askedFor === undefined) {
    const dueAt = new Date(now.getTime() + times.minutes * 60_000).toISOString();
    return { dueAt, scheduled: false };
  }
  const instant = new Date(askedFor);
  const slot = Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
  if (times.full.includes(slot)) throw new Refusal(409, FULFILMENT_MESSAGES.slotFull);
  if (!times.slots.includes(slot)) throw new Refusal(409, FULFILMENT_MESSAGES.slotNotOffered);
  return { dueAt: slot, scheduled: true };
}
