/**
 * The shop's money rules, in one place for the server (which charges), the test checkout (which
 * shows what it takes) and the SPA (which shows): docs/product.md#money.
 * The database keeps a dish's price exactly, as whole paise (an integer). On the wire a dish's
 * `price` is the spec's base number: what a shopper sees is that number times DISPLAY_FACTOR, so a
 * ₹125 dish has `price` 12.5. Every rupee figure (lines, subtotal, discount, fee, total) is a
 * whole number of rupees, computed from rupees, never from the base number's float.
 */
const DISPLAY_FACTOR = 10;
const PAISE_PER_RUPEE = 100;
export const DELIVERY_FEE = 50;
export const CURRENCY = 'INR';

export interface PricedLine {
  price: number;
  quantity: number;
}

/** Rupees a shopper sees, and pays, for one of a dish: its base price x 10 (12.5 -> 125). */
export function displayPrice(storedPrice: number): number {
  // Rounded: 1.1 * 10 is 11.000000000000002 in floating point; prices are whole rupees.
  return Math.round(storedPrice * DISPLAY_FACTOR);
}

/** The wire's base number for a price kept in paise: 12500 paise (₹125) -> 12.5. */
export function basePriceOfPaise(paise: number): number {
  return paise / (PAISE_PER_RUPEE * DISPLAY_FACTOR);
}

/** Whole rupees -> paise, as the database keeps a price. */
export function rupeesToPaise(rupees: number): number {
  return rupees * PAISE_PER_RUPEE;
}

/** Rupees for one line: stored price x 10 x quantity. */
function lineTotal(line: PricedLine): number {
  return displayPrice(line.price) * line.quantity;
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** The delivery fee applies only to a cart that holds something. */
export function deliveryFeeFor(subtotal: number): number {
  return subtotal > 0 ? DELIVERY_FEE : 0;
}

/**
 * What the shopper pays: subtotal, less a promo code's discount (whole rupees, never more than
 * the subtotal), plus the delivery fee.
 */
export function orderTotal(lines: readonly PricedLine[], discount = 0): number {
  const subtotal = subtotalOf(lines);
  return subtotal - Math.min(discount, subtotal) + deliveryFeeFor(subtotal);
}
