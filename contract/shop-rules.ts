/**
 * The rules of the menu the restaurant runs (docs/product.md#the-menu-the-restaurant-runs): dish
 * limits, opening hours and how they read, and what a promo code takes off. Both sides apply them:
 * the SPA to tell staff and shoppers at once, the server because it trusts nothing. Plain data and
 * pure functions; only the pages that use them (the kitchen's console, /Cart, /PlaceOrder,
 * /Contact) carry this module.
 */

export const DISH_NAME_MAX = 80;
export const DISH_DESCRIPTION_MAX = 300;
export const CATEGORY_MAX = 40;
/** Whole rupees, as shoppers see a price. */
export const DISH_PRICE_MIN = 1;
export const DISH_PRICE_MAX = 100_000;

/** Pictures staff upload: what the server takes, before it converts them to WebP. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Pixels a picture may declare (a phone's 48 MP photo fits); more is refused unread. */
export const PICTURE_MAX_PIXELS = 50_000_000;

/** One day's hours, 'HH:MM' on a 24-hour clock in the shop's time zone; null: closed all day. */
export interface DayHours {
  open: string;
  close: string;
}

/** Seven days, Sunday first (Date#getDay's order). */
export type OpeningHours = Array<DayHours | null>;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The spec's hours: Mon-Sat 9 AM to 9 PM, Sun 10 AM to 6 PM. */
export const DEFAULT_OPENING_HOURS: OpeningHours = [
  { open: '10:00', close: '18:00' },
  ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '21:00' })),
];

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '09:00' -> '9 AM', '21:30' -> '9:30 PM', '00:00' -> '12 AM'. */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0
    ? `${hour12} ${suffix}`
    : `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * The hours as the Contact page reads them, Monday first, with runs of equal days joined:
 * ['Mon-Sat 9 AM to 9 PM', 'Sun 10 AM to 6 PM'].
 */
export function describeHours(hours: OpeningHours): string[] {
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0];
  const short = (day: number) => WEEKDAYS[day]!.slice(0, 3);
  const text = (day: number) => {
    const h = hours[day];
    return h ? `${formatClockTime(h.open)} to ${formatClockTime(h.close)}` : 'Closed';
  };
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= mondayFirst.length; i += 1) {
    const runEnds = i === mondayFirst.length || text(mondayFirst[i]!) !== text(mondayFirst[start]!);
    if (!runEnds) continue;
    const first = mondayFirst[start]!;
    const last = mondayFirst[i - 1]!;
    lines.push(
      `${first === last ? short(first) : `${short(first)}-${short(last)}`} ${text(first)}`,
    );
    start = i;
  }
  return lines;
}

/** Promo codes: letters and digits, kept upper-case; what a shopper types is matched so. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

export function normalisePromoCode(typed: string): string {
  return typed.trim().toUpperCase();
}

export type PromoKind = 'percent' | 'fixed';

/** Generous ceilings for a code's rupees (off, or the least subtotal) and uses: nothing absurd. */
export const PROMO_RUPEES_MAX = 10_000_000;
export const PROMO_USES_MAX = 10_000_000;

/**
 * What a code takes off a subtotal, in whole rupees: a percentage rounded down, or a fixed sum;
 * never more than the subtotal. The server applies the same function to its own prices.
 */
export function discountFor(kind: PromoKind, value: number, subtotal: number): number {
  const off = kind === 'percent' ? Math.floor((subtotal * value) / 100) : value;
  return Math.max(0, Math.min(off, subtotal));
}
