/**
 * The phone rule of checkout (docs/product.md#delivery-or-pickup), one for both sides: a number
 * the shop can call. Indian numbers are 10 digits, optionally after +91 or 0; another country's
 * number is written with + and its country code. Kept as E.164 ('+919876543210').
 * libphonenumber-js with its small metadata knows each country's lengths and codes.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The number in E.164, or undefined when it is not one a shop could call. */
export function normalisedPhone(value: string): string | undefined {
  const text = value.trim();
  // Only digits, spaces, dots, dashes, brackets and one leading +: no letters, no extensions.
  if (!/^\+?[\d\s().-]{6,24}$/.test(text)) return undefined;
  const phone = parsePhoneNumberFromString(text, 'IN');
  return phone?.isValid() ? phone.number : undefined;
}
