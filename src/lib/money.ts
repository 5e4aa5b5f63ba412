/**
 * The one module that owns money in the SPA: the x10 display factor, the ₹50 delivery fee and
 * formatting come from contract/money, shared with the server that charges.
 */
import { DISPLAY_FACTOR, formatRupees } from '../../contract/money';

export {
  CURRENCY_SYMBOL,
  DELIVERY_FEE,
  DISPLAY_FACTOR,
  deliveryFeeFor,
  formatRupees,
  lineTotal,
  subtotalOf,
} from '../../contract/money';

/** Rupees a shopper sees for a stored price. */
export function displayPrice(storedPrice: number): number {
  return storedPrice * DISPLAY_FACTOR;
}

/** '₹120' for a stored price of 12. */
export function formatPrice(storedPrice: number): string {
  return formatRupees(displayPrice(storedPrice));
}
