/**
 * Every sentence the shop says to a person, server and SPA alike, once (docs/product.md#messages).
 * The server refuses with these; the SPA shows them, and its own (PAGE_MESSAGES, kept in
 * contract/page-messages.ts with the sentences both say) beside them.
 * Grouped by what they are about, so the SPA's bundle carries only the groups it uses.
 */
import { DATABASE_AWAY } from './outage-messages';
import { CONTACT_MESSAGE_MAX } from './rules';
import {
  AT_LIMIT,
  CREATED,
  EMPTY_CART,
  FILL_ALL,
  FILL_ALL_LOGIN,
  INVALID_EMAIL,
  LOGGED_IN,
  LOGGED_OUT,
  LOGGED_OUT_EVERYWHERE,
  LONG_NAME,
  LONG_PASSWORD,
  MESSAGE_SENT,
  PASSWORD_CHANGED,
  SHORT_PASSWORD,
} from './page-messages';

/** Refusals any call can give. */
export const REQUEST_MESSAGES = {
  notAuthorized: 'Not authorized. Please log in again.',
  serverError: 'Something went wrong on our side. Please try again.',
  sendJson: 'Send the request body as JSON (Content-Type: application/json).',
  busy: 'The server is busy. Please try again in a moment.',
  databaseAway: DATABASE_AWAY,
  draining: 'This server is shutting down. Please try again in a moment.',
} as const;

/** Signing up, logging in, passwords and sessions. */
export const ACCOUNT_MESSAGES = {
  fillAll: FILL_ALL,
  fillAllLogin: FILL_ALL_LOGIN,
  invalidEmail: INVALID_EMAIL,
  shortPassword: SHORT_PASSWORD,
  longPassword: LONG_PASSWORD,
  commonPassword: 'This password is too common. Choose another.',
  longName: LONG_NAME,
  emailTaken: 'An account with this email already exists. Please log in.',
  created: CREATED,
  badCredentials: 'Invalid email or password.',
  loggedIn: LOGGED_IN,
  loggedOut: LOGGED_OUT,
  loggedOutEverywhere: LOGGED_OUT_EVERYWHERE,
  passwordChanged: PASSWORD_CHANGED,
  wrongCurrentPassword: 'Your current password is not correct.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  tooManySignups: 'Too many sign-ups from your network. Please try again later.',
} as const;

export const CART_MESSAGES = {
  added: 'Added To Cart',
  removed: 'Removed From Cart',
  merged: 'Cart merged',
  unknownDish: 'That dish is not on the menu.',
  atLimit: AT_LIMIT,
  notInCart: 'That dish is not in your cart.',
} as const;

export const ORDER_MESSAGES = {
  emptyCart: EMPTY_CART,
  badQuantity: 'Each dish in the order needs a whole quantity of at least 1.',
  tooMany: AT_LIMIT,
  unknownDish: 'A dish in your cart is no longer on the menu. Please review your cart.',
  priceChanged: 'The prices in your cart have changed. Please review your cart and try again.',
  notYourAccount: 'You can only place orders for your own account.',
  paymentUnavailable: 'Payment could not be started. Please try again in a moment.',
  notFound: 'Order not found.',
  alreadyPaid: 'This cart has just been paid for. See My Orders.',
  verified: 'Payment verified',
  notCompleted: 'Payment not completed',
} as const;

// The kitchen's groups live in their own module, so only the pages that say them (the board,
// /MyOrders) carry them: a group used by a lazy page would otherwise ride in the first load
// with the rest of this file.
export { KITCHEN_MESSAGES } from './kitchen-messages';

export const CONTACT_MESSAGES = {
  fillAll: FILL_ALL,
  invalidEmail: INVALID_EMAIL,
  tooLong: `Your message must be at most ${CONTACT_MESSAGE_MAX} characters long.`,
  longName: LONG_NAME,
  sent: MESSAGE_SENT,
  tooMany: 'You have sent several messages already. Please wait a while before sending another.',
} as const;

export { AT_LIMIT, PAGE_MESSAGES } from './page-messages';
