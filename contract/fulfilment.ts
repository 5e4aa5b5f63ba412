/**
 * Delivery or pickup, delivery areas and quoted times (docs/product.md#delivery-or-pickup): the
 * rules and sentences both sides use. Plain data and pure functions, bundled only with the pages
 * that order (/Cart, /PlaceOrder) and the console.
 */
import { DELIVERY_FEE } from './money';
import { formatRupees } from './rupees';

export type Fulfilment = 'delivery' | 'pickup';
export type PaymentMethod = 'card' | 'on-delivery';

/** The sample shop's counter: where pickup orders are collected until staff set their own. */
export const DEFAULT_PICKUP_ADDRESS = 'Tomato, 12 MG Road, Bengaluru 560001';
export const DEFAULT_PREPARATION_MINUTES = 20;
export const DEFAULT_DELIVERY_MINUTES = 25;
/** Preparation and delivery minutes staff may set. */
export const FULFILMENT_MINUTES = { min: 5, max: 180 } as const;
/** Orders per 15-minute slot staff may allow (null: no limit). */
export const SLOT_LIMIT = { min: 1, max: 100 } as const;
/** What the console offers when staff turn pay on delivery on, in whole rupees. */
export const PAY_ON_DELIVERY_SUGGESTED = 2000;
/** A generous ceiling for pay on delivery, area fees and minimums, in whole rupees. */
export const FULFILMENT_RUPEES_MAX = 1_000_000;
export const AREA_NAME_MAX = 60;
export const PICKUP_ADDRESS_MAX = 200;

/** An Indian PIN code: six digits, the first not 0. */
const PIN_PATTERN = /^[1-9]\d{5}$/;

export function isPinCode(value: string): boolean {
  return PIN_PATTERN.test(value.trim());
}

export interface DeliveryArea {
  id: string;
  name: string;
  /** The PIN codes it covers. */
  pins: string[];
  /** Whole rupees. */
  fee: number;
  /** Whole rupees of subtotal an order needs; 0: none. */
  minimum: number;
}

/** Where a PIN code is delivered to: its area's fee and minimum, or 'no' (outside every area). */
export type DeliveryTerms = { fee: number; minimum: number; area: string | null } | 'no';

/**
 * No areas defined: every PIN code, for the spec's flat fee. Once there is one, only the areas'
 * PIN codes; a code in two areas takes the first one's terms.
 */
export function deliveryTermsFor(areas: readonly DeliveryArea[], pin: string): DeliveryTerms {
  if (areas.length === 0) return { fee: DELIVERY_FEE, minimum: 0, area: null };
  const code = pin.trim();
  const area = areas.find((candidate) => candidate.pins.includes(code));
  return area ? { fee: area.fee, minimum: area.minimum, area: area.name } : 'no';
}

/** PIN codes as staff paste or type them: any separators, each kept once, in the order given. */
export function pinCodesOf(text: string): { pins: string[]; invalid: string[] } {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const pins = [...new Set(words.filter(isPinCode))];
  return { pins, invalid: words.filter((word) => !isPinCode(word)) };
}

export const FULFILMENT_MESSAGES = {
  notDelivered: (pin: string) =>
    `Sorry, we do not deliver to ${pin} yet. You can pick it up instead.`,
  badPin: 'Enter a 6-digit PIN code.',
  readyIn: (minutes: number) => `Ready for pickup in about ${minutes} min`,
  arrivesIn: (minutes: number) => `Arrives in about ${minutes} min`,
  closedOrderAhead: (opensAt: string) =>
    `We are closed now. We open at ${opensAt}. You can order now for later.`,
  closedNotice: (opensAt: string) => `Closed now · opens ${opensAt} · order ahead`,
  due: (time: string) => `Due ${time}`,
  scheduled: (time: string) => `Scheduled · ${time}`,
  /** The shop's closed sentence ('We are closed now. We open at 9 AM.') with ordering ahead. */
  orderAhead: (closed: string) => `${closed} You can order now for later.`,
  pickupAt: (address: string) => `Pickup at ${address}`,
  pickup: 'Pickup',
  badPhone: 'Enter a phone number we can call: 10 digits, or + and the country code.',
  slotNotOffered: 'That time cannot be ordered for now. Please choose another time.',
  slotFull: 'That time is fully booked. Please choose another time.',
  payOnDeliveryLabel: 'Pay on delivery (cash or UPI at the door)',
  payOnDelivery: 'Pay on delivery',
  deliveredPaid: 'Delivered · paid',
  payOnDeliveryOff: 'Pay on delivery is not offered. Please pay by card.',
  payOnDeliveryOver: (max: number) =>
    `Pay on delivery is for orders up to ${formatRupees(max)}. Please pay by card.`,
  payOnDeliveryPickup: 'Pay on delivery is for deliveries. Please pay by card for a pickup.',
  markedPaid: 'Marked paid.',
  notPayOnDelivery: 'Only a pay-on-delivery order is marked paid here.',
  alreadyPaid: 'This order is paid already.',
  notOutYet: 'Mark it paid once it is out for delivery or delivered.',
} as const;

/** Staff's delivery areas and fulfilment settings, refused in the console's words. */
export const AREA_MESSAGES = {
  saved: 'Delivery area saved.',
  removed: 'Delivery area removed.',
  nameRequired: 'Please give the area a name.',
  nameTooLong: `The name must be at most ${AREA_NAME_MAX} characters long.`,
  nameTaken: 'Another delivery area already has this name.',
  pinsRequired: 'Please list the PIN codes the area covers.',
  badPins: (words: readonly string[]) =>
    `These are not 6-digit PIN codes: ${words.slice(0, 10).join(', ')}${words.length > 10 ? ', …' : ''}.`,
  badFee: 'The delivery fee must be a whole number of rupees, 0 or more.',
  badMinimum: 'The minimum order must be a whole number of rupees, 0 or more.',
  notFound: 'This delivery area no longer exists.',
  pickupAddressRequired: `Please give the pickup address (at most ${PICKUP_ADDRESS_MAX} characters, one line).`,
  badMinutes: (what: 'preparation' | 'delivery') =>
    `The ${what} time must be whole minutes from ${FULFILMENT_MINUTES.min} to ${FULFILMENT_MINUTES.max}.`,
  badSlotLimit: `Orders per 15 minutes must be a whole number from ${SLOT_LIMIT.min} to ${SLOT_LIMIT.max}, or no limit.`,
  badPayOnDelivery: 'The pay-on-delivery limit must be a whole number of rupees, 1 or more.',
} as const;

/**
 * The quoted minutes: preparation, plus delivery for a delivery. `queueMinutes` is what the
 * board's open orders add (docs/product.md#quoted-times says how the server counts it).
 */
export function quotedMinutes(
  fulfilment: Fulfilment,
  times: { preparation: number; delivery: number },
  queueMinutes = 0,
): number {
  return times.preparation + queueMinutes + (fulfilment === 'delivery' ? times.delivery : 0);
}
