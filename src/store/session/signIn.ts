/**
 * Signing in and up, with the shop's messages (docs/product.md#messages). Signing in merges the
 * logged-out cart into the account's first, so nothing a shopper picked is lost, and the merged
 * cart becomes the account's cart in the page. Signing up logs in with what was typed, and a
 * password reset's reply logs in the same way (enterSession). Only the sign-in dialogs and the
 * reset page use these, so they load with them, not with the first page.
 */
import { api, errorMessage } from '../../api/apiSlice';
import { refusedField } from '../../api/refusedField';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { validateLogin, validateSignUp } from '../../lib/validation';
import { cartApi } from '../cart/cartApi';
import { emptied } from '../cart/cartSlice';
import { notify } from '../../lib/notify';
import type { AppThunk } from '../store';
import { announceCartChange } from '../tabs';
import { dialogClosed, dialogOpened } from '../uiSlice';
import { loggedIn } from './sessionSlice';

type ApiError = Parameters<typeof errorMessage>[0];

interface SessionReply {
  token: string;
  userId: string;
  username: string;
}

/**
 * Signs the browser in with a session the server gave (a login's or a password reset's reply):
 * the guest cart merged into the account's, the dialog closed, `message` shown.
 */
export const enterSession =
  (reply: SessionReply, message: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const guestItems = getState().cart.items;
    const merged =
      Object.keys(guestItems).length > 0
        ? await dispatch(
            cartApi.endpoints.mergeCart.initiate({ cartData: guestItems, token: reply.token }),
          ).unwrap()
        : undefined;
    dispatch(loggedIn({ token: reply.token, userId: reply.userId, username: reply.username }));
    dispatch(emptied());
    if (merged) {
      await dispatch(cartApi.util.upsertQueryData('getCart', undefined, merged.cartData));
      announceCartChange(reply.userId);
    }
    dispatch(dialogClosed());
    notify.success(message);
  };

/** Resolves true when the shopper is signed in; `message` is the toast that says so. */
export const logIn =
  (
    email: string,
    password: string,
    message: string = PAGE_MESSAGES.loginSuccessful,
  ): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    const invalid = validateLogin(email, password);
    if (invalid) {
      notify.error(invalid);
      return false;
    }
    try {
      const reply = await dispatch(
        api.endpoints.login.initiate({ email: email.trim(), password }),
      ).unwrap();
      if (!reply.success) {
        notify.error(reply.message || PAGE_MESSAGES.loginFailed);
        return false;
      }
      await dispatch(enterSession(reply, message));
      return true;
    } catch (error) {
      notify.error(errorMessage(error as ApiError, PAGE_MESSAGES.somethingWrong));
      return false;
    }
  };

/** The sign-up form's fields, as the register call names them. */
const SIGN_UP_FIELDS = ['name', 'email', 'password'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

const isSignUpField = (field: string): field is SignUpField =>
  (SIGN_UP_FIELDS as readonly string[]).includes(field);

/**
 * How a sign-up went: the account made, or refused; a refusal the server gave about one of the
 * form's fields (its `field`) is for the form to show there, any other was said in a toast.
 */
export type SignUpOutcome =
  { made: true } | { made: false; refused?: { field: SignUpField; message: string } };

/**
 * Resolves made when the account was made. The shopper is then logged in with what they typed
 * (the register reply carries no token), the guest cart merged; should that login fail, its
 * message shows and the login dialog opens.
 */
export const signUp =
  (name: string, email: string, password: string): AppThunk<Promise<SignUpOutcome>> =>
  async (dispatch) => {
    const invalid = validateSignUp(name, email, password);
    if (invalid) {
      notify.error(invalid);
      return { made: false };
    }
    try {
      const reply = await dispatch(
        api.endpoints.register.initiate({ name: name.trim(), email: email.trim(), password }),
      ).unwrap();
      if (!reply.success) {
        notify.error(reply.message || PAGE_MESSAGES.signUpFailed);
        return { made: false };
      }
      if (!(await dispatch(logIn(email, password, PAGE_MESSAGES.accountCreated))))
        dispatch(dialogOpened('login'));
      return { made: true };
    } catch (error) {
      const message = errorMessage(error as ApiError, PAGE_MESSAGES.somethingWrong);
      const field = refusedField(error as ApiError);
      if (isSignUpField(field)) return { made: false, refused: { field, message } };
      notify.error(message);
      return { made: false };
    }
  };
