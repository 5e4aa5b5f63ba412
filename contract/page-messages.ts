/**
 * What only the pages say (docs/product.md#messages), and the sentences they share with the
 * server's groups in contract/messages.ts. Its own module because the shell says some of these in
 * the first load: a lazy page's use of a server group (contract/messages.ts) must never bring
 * that group into the first load with it, as one module's exports all ride together.
 */
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, QUANTITY_MAX } from './rules';

// Sentences said in more than one group: contract/messages.ts' groups repeat them from here.
export const FILL_ALL = 'Please fill all the fields';
export const FILL_ALL_LOGIN = 'Please fill all the fields to login!';
export const INVALID_EMAIL = 'Invalid email address';
export const SHORT_PASSWORD = `Password must be at least ${PASSWORD_MIN} characters long`;
export const LONG_PASSWORD = `Password must be at most ${PASSWORD_MAX} characters long`;
export const LONG_NAME = `Name must be at most ${NAME_MAX} characters long`;
export const CREATED = 'Account Created Successfully!';
export const LOGGED_IN = 'Login Successful!';
export const LOGGED_OUT = 'Logged out successfully!';
export const LOGGED_OUT_EVERYWHERE = 'You are logged out on every device.';
export const PASSWORD_CHANGED = 'Password changed. Every other session has been logged out.';
/** Its own export: the customise dialog says it without keeping the cart's group. */
export const AT_LIMIT = `You can order at most ${QUANTITY_MAX} of one dish.`;
export const EMPTY_CART = 'Your cart is empty.';
export const MESSAGE_SENT = 'Message Sent Successfully!';

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
