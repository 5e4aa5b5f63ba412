/**
 * How rupee amounts are written for people (docs/product.md#money), apart from the money rules
 * (money.ts): a page that only computes with prices, as the menu's price filter does, carries
 * none of this.
 */
import { displayPrice } from './money';

const CURRENCY_SYMBOL = '₹';

/**
 * Indian digit grouping, as Intl.NumberFormat('en-IN') writes it: the last three digits, then
 * pairs (1,250; 1,25,000), at most two decimals with trailing zeros dropped. Written out rather
 * than asked of Intl: a page's first Intl formatter loads the locale's data, inside the render of
 * the first dish card (what that costs: docs/operations.md#benchmarks).
 * money.test.ts checks it against Intl.
 */
function indianDigits(amount: number): string {
  const [whole = '', fraction] = Math.abs(amount)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{2})*\d{3}$)/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Whole rupees as shoppers read them: ₹120, ₹1,250 (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `${CURRENCY_SYMBOL}${indianDigits(amount)}`;
}

/** '₹120' for a stored price of 12. */
export function formatPrice(storedPrice: number): string {
  return formatRupees(displayPrice(storedPrice));
}
