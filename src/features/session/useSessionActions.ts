/**
 * Signing in, signing up and out, with the shop's messages (docs/product.md#messages). Signing in merges the logged-out cart
 * into the account's first, so nothing a shopper picked is lost; signing out clears the browser.
 */
import { PAGE_PATHS } from '../../../contract/routes';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api, errorMessage } from '../../api/apiSlice';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { notify } from '../../app/notify';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { validateLogin, validateSignUp } from '../../lib/validation';
import { accountCartLoaded } from '../cart/cartSlice';
import { dialogClosed, dialogOpened } from '../ui/uiSlice';
import { loggedIn, loggedOut } from './sessionSlice';

export function useSessionActions() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();

  const login = useCallback(
    async (email: string, password: string): Promise<boolean> => {
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
        const { cart } = store.getState();
        const guestItems = cart.owner === 'guest' ? cart.items : {};
        const merged =
          Object.keys(guestItems).length > 0
            ? await dispatch(
                api.endpoints.mergeCart.initiate({ cartData: guestItems, token: reply.token }),
              ).unwrap()
            : undefined;
        dispatch(loggedIn({ token: reply.token, userId: reply.userId, username: reply.username }));
        if (merged) dispatch(accountCartLoaded(merged.cartData));
        dispatch(dialogClosed());
        notify.success(PAGE_MESSAGES.loginSuccessful);
        return true;
      } catch (error) {
        notify.error(
          errorMessage(error as Parameters<typeof errorMessage>[0], PAGE_MESSAGES.somethingWrong),
        );
        return false;
      }
    },
    [dispatch, store],
  );

  const register = useCallback(
    async (name: string, email: string, password: string): Promise<boolean> => {
      const invalid = validateSignUp(name, email, password);
      if (invalid) {
        notify.error(invalid);
        return false;
      }
      try {
        const reply = await dispatch(
          api.endpoints.register.initiate({ name: name.trim(), email: email.trim(), password }),
        ).unwrap();
        if (!reply.success) {
          notify.error(reply.message || PAGE_MESSAGES.signUpFailed);
          return false;
        }
        notify.success(PAGE_MESSAGES.accountCreated);
        dispatch(dialogOpened('login'));
        return true;
      } catch (error) {
        notify.error(
          errorMessage(error as Parameters<typeof errorMessage>[0], PAGE_MESSAGES.somethingWrong),
        );
        return false;
      }
    },
    [dispatch],
  );

  /**
   * Forgets the session in this browser at once, whatever the network does. The server is told
   * too, so the token stops working there; `endedOnServer` says it already has (log out
   * everywhere), and a failed call changes nothing for the shopper.
   */
  const logout = useCallback(
    ({
      endedOnServer = false,
      message = PAGE_MESSAGES.loggedOut,
    }: { endedOnServer?: boolean; message?: string } = {}) => {
      const { token } = store.getState().session;
      dispatch(loggedOut());
      // Drop the signed-in shopper's cached orders and cart; the menu is fetched again. (Before
      // the call below: resetting the api state aborts the calls in flight.)
      dispatch(api.util.resetApiState());
      if (token && !endedOnServer) void dispatch(api.endpoints.logout.initiate({ token }));
      navigate(PAGE_PATHS.home);
      notify.success(message);
    },
    [dispatch, navigate, store],
  );

  return { login, register, logout };
}
