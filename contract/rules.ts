/**
 * Input rules both sides apply: the SPA to tell the shopper at once, the server because it trusts
 * nothing. Plain data and pure functions only; this file is bundled into the SPA.
 */

/**
 * One address: text, an at-sign, then a domain of labels (letters, digits, inner hyphens) joined
 * by dots, ending in a top-level part of at least two characters that starts with a letter. No
 * space, control character, comma, semicolon, colon, quote, bracket or backslash anywhere, so an
 * address can never become a list, or a second line of an email's header.
 */
const EMAIL_PATTERN =
  /^[^\s\p{Cc}@",;:<>()[\]\\]+@(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+\p{L}[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}]$/u;
/** Line breaks (CR, LF and the Unicode line and paragraph separators), tabs, NUL and the rest. */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;
const EMAIL_MAX = 254;
export const NAME_MAX = 100;
export const PASSWORD_MIN = 6;
/** Longer passwords are refused with a message, never cut short. */
export const PASSWORD_MAX = 128;
export const CONTACT_MESSAGE_MAX = 5000;
/** The most of one dish a cart line or an order line may hold. */
export const QUANTITY_MAX = 100;
/** The most distinct dishes one order may hold. */
export const ORDER_LINES_MAX = 100;

/** The one email rule: sign-up, login, the contact form and the checkout's address all use it. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** Whether a text holds a line break or another control character (refused in an address). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** The nine delivery-address fields, in the order the form shows them, with their limits. */
export const ADDRESS_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
  'phone',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const ADDRESS_FIELD_MAX: Record<AddressField, number> = {
  firstname: 60,
  lastname: 60,
  email: EMAIL_MAX,
  street: 200,
  city: 100,
  state: 100,
  zipcode: 20,
  country: 100,
  phone: 30,
};

export const ADDRESS_FIELD_LABEL: Record<AddressField, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email address',
  street: 'Street',
  city: 'City',
  state: 'State',
  zipcode: 'Zip code',
  country: 'Country',
  phone: 'Phone',
};

/** Order statuses, as the server stores and sends them. */
export const ORDER_STATUS = {
  awaitingPayment: 'Awaiting payment',
  processing: 'Food Processing',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
  paymentFailed: 'Payment failed',
  /** Cancelled by the restaurant after payment; `refunded` says whether the money went back. */
  cancelled: 'Cancelled',
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** What an account may do: every sign-up is a shopper; only the `staff` command makes staff. */
export const ROLES = { shopper: 'shopper', staff: 'staff' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/** An order's number as people say it on the phone: the last six characters of its id. */
export function orderNumber(orderId: string): string {
  return orderId.replace(/-/g, '').slice(-6).toUpperCase();
}
