/**
 * The shop's money rules, in one place for the server (which charges), the test checkout (which
 * shows what it takes) and the SPA (which shows): docs/product.md#money.
 * A dish's stored price is a base number; every price a shopper sees, and every rupee charged,
 * is that number times DISPLAY_FACTOR. Whole rupees throughout.
 */
const DISPLAY_FACTOR = 10;
export const DELIVERY_FEE = 50;
export const CURRENCY = 'INR';
const CURRENCY_SYMBOL = '₹';

export interface PricedLine {
  price: number;
  quantity: number;
}

/** Rupees a shopper sees, and pays, for one of a dish: its stored price x 10. */
export function displayPrice(storedPrice: number): number {
  return storedPrice * DISPLAY_FACTOR;
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

export function orderTotal(lines: readonly PricedLine[]): number {
  const subtotal = subtotalOf(lines);
  return subtotal + deliveryFeeFor(subtotal);
}

/** Whole rupees as shoppers read them: ₹120, ₹1,250 (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `${CURRENCY_SYMBOL}${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

/** '₹120' for a stored price of 12. */
export function formatPrice(storedPrice: number): string {
  return formatRupees(displayPrice(storedPrice));
}
