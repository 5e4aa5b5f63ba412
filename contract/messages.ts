/**
 * Every sentence the shop says to a person, server and SPA alike, once (docs/product.md#messages).
 * The server refuses with these; the SPA shows them, and its own (PAGE_MESSAGES) beside them.
 * Grouped by what they are about, so the SPA's bundle carries only the groups it uses.
 */
import { DATABASE_AWAY } from './outage-messages';
import { CONTACT_MESSAGE_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, QUANTITY_MAX } from './rules';

// Sentences said in more than one group are constants, so a group that repeats one holds the
// text itself, not a reference to the other group: the first load (PAGE_MESSAGES) then carries
// none of the server's groups.
const FILL_ALL = 'Please fill all the fields';
const FILL_ALL_LOGIN = 'Please fill all the fields to login!';
const INVALID_EMAIL = 'Invalid email address';
const SHORT_PASSWORD = `Password must be at least ${PASSWORD_MIN} characters long`;
const LONG_PASSWORD = `Password must be at most ${PASSWORD_MAX} characters long`;
const LONG_NAME = `Name must be at most ${NAME_MAX} characters long`;
const CREATED = 'Account Created Successfully!';
const LOGGED_IN = 'Login Successful!';
const LOGGED_OUT = 'Logged out successfully!';
const LOGGED_OUT_EVERYWHERE = 'You are logged out on every device.';
const PASSWORD_CHANGED = 'Password changed. Every other session has been logged out.';
/** Its own export: the customise dialog says it without keeping the cart's group. */
export const AT_LIMIT = `You can order at most ${QUANTITY_MAX} of one dish.`;
const EMPTY_CART = 'Your cart is empty.';
const MESSAGE_SENT = 'Message Sent Successfully!';

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

/**
 * What only the pages say: toasts, notices and form checks before anything is sent. These are the
 * shell's, the sign-in dialogs' and the store's, which ride in the first load, and those that
 * repeat a sentence of the groups above; the pages behind it say theirs from
 * contract/route-messages.ts, which only they carry.
 */
export const PAGE_MESSAGES = {
  fillAllLogin: FILL_ALL_LOGIN,
  fillAll: FILL_ALL,
  invalidEmail: INVALID_EMAIL,
  shortPassword: SHORT_PASSWORD,
  longPassword: LONG_PASSWORD,
  passwordsDiffer: 'Passwords do not match',
  loginFailed: 'Login failed.',
  signUpFailed: 'Sign Up Failed!',
  somethingWrong: 'Something went wrong!',
  loginSuccessful: LOGGED_IN,
  accountCreated: CREATED,
  loggedOut: LOGGED_OUT,
  sessionExpired: 'Your session has expired. Please log in again.',
  cartSyncFailed: 'Your cart could not be updated. Please try again.',
  passwordChanged: PASSWORD_CHANGED,
  loggedOutEverywhere: LOGGED_OUT_EVERYWHERE,
  cartEmpty: EMPTY_CART,
  messageSent: MESSAGE_SENT,
} as const;
