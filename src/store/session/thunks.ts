/**
 * Signing out (docs/product.md#messages): the session is forgotten here at once, whatever the
 * network does. Signing in and up are in signIn.ts.
 */
import { api } from '../../api/apiSlice';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { notify } from '../../lib/notify';
import type { AppThunk } from '../store';
import { promoCodeSet } from '../cart/cartSlice';
import { loggedOut, selectToken } from './sessionSlice';

/**
 * Forgets the session in this browser at once. The server is told too, so the token stops
 * working there; `endedOnServer` says it already has (log out everywhere), and a failed call
 * changes nothing for the shopper. The caller takes the shopper home.
 */
export const logOut =
  ({
    endedOnServer = false,
    message = PAGE_MESSAGES.loggedOut,
  }: { endedOnServer?: boolean; message?: string } = {}): AppThunk =>
  (dispatch, getState) => {
    const token = selectToken(getState());
    dispatch(loggedOut());
    dispatch(promoCodeSet());
    // Drop the signed-in shopper's cached orders and cart; the menu is fetched again. (Before
    // the call below: resetting the api state aborts the calls in flight.)
    dispatch(api.util.resetApiState());
    if (token && !endedOnServer) void dispatch(api.endpoints.logout.initiate({ token }));
    notify.success(message);
  };
