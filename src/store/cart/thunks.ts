/**
 * Adding and removing a dish, wherever the shopper's cart lives: logged out, in the browser's cart
 * slice; signed in, in the account's (cartApi.ts draws the change at once and undoes it if the
 * server refuses, and the shopper is told here).
 */
import { PAGE_MESSAGES } from '../../../contract/messages';
import { loadOutage } from '../../api/baseQuery';
import { notify } from '../notify';
import { selectIsLoggedIn } from '../session/sessionSlice';
import type { AppThunk } from '../store';
import { cartApi } from './cartApi';
import { itemAdded, itemRemoved } from './cartSlice';
import { selectQuantityOf } from './selectors';

type Change = typeof cartApi.endpoints.addToCart | typeof cartApi.endpoints.removeFromCart;

const sendChange =
  (endpoint: Change, itemId: string): AppThunk =>
  (dispatch) => {
    const request = dispatch(endpoint.initiate({ itemId }));
    request
      .unwrap()
      .catch(async (error: { status?: unknown; data?: unknown }) => {
        // A 401 has already logged the shopper out with its own message, and the base query has
        // told the shopper that the database is away (its module is loaded by then).
        if (error.status === 401) return;
        const told =
          error.status === 503 &&
          (await loadOutage().then(
            ({ isDatabaseAway }) => isDatabaseAway(error),
            () => false,
          ));
        if (!told) notify.error(PAGE_MESSAGES.cartSyncFailed);
      })
      .finally(() => request.reset());
  };

export const addDish =
  (itemId: string): AppThunk =>
  (dispatch, getState) => {
    if (selectIsLoggedIn(getState())) dispatch(sendChange(cartApi.endpoints.addToCart, itemId));
    else dispatch(itemAdded(itemId));
  };

export const removeDish =
  (itemId: string): AppThunk =>
  (dispatch, getState) => {
    const state = getState();
    if ((selectQuantityOf(state, itemId) ?? 0) <= 0) return;
    if (selectIsLoggedIn(state)) dispatch(sendChange(cartApi.endpoints.removeFromCart, itemId));
    else dispatch(itemRemoved(itemId));
  };
