/**
 * Delivery or pickup, delivery areas and quoted times (docs/product.md#delivery-or-pickup): the
 * rules and sentences both sides use. Plain data and pure functions, bundled only with the pages
 * that order (/Cart, /PlaceOrder) and the console.
 */
import { DELIVERY_FEE } from './money';

export type Fulfilment = 'delivery' | 'pickup';

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
