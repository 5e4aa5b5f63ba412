/**
 * Adding and removing one of a cart line, wherever the shopper's cart lives: logged out, in the
 * browser's cart slice; signed in, in the account's (cartApi.ts draws the change at once and
 * undoes it if the server refuses, and the shopper is told here). A line is named by its key
 * (contract/options.ts): a plain dish's is its id, so `addDish(id)` is the spec's add.
 */
import { PAGE_MESSAGES } from '../../../contract/messages';
import { loadOutage } from '../../api/baseQuery';
import { notify } from '../../lib/notify';
import { selectIsLoggedIn } from '../session/sessionSlice';
import type { AppThunk } from '../store';
import { cartApi } from './cartApi';
import { itemAdded, itemRemoved } from './cartSlice';
import { dishOfLine, selectLineQuantity } from './dishLines';

type Change = typeof cartApi.endpoints.addToCart | typeof cartApi.endpoints.removeFromCart;

/** The call's body: `{ itemId }` for a plain line (the spec's shape), else with its `line`. */
function changeBody(lineKey: string) {
  const itemId = dishOfLine(lineKey);
  return itemId === lineKey ? { itemId } : { itemId, line: lineKey };
}

const sendChange =
  (endpoint: Change, lineKey: string): AppThunk =>
  (dispatch) => {
    const request = dispatch(endpoint.initiate(changeBody(lineKey)));
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

/** One more of a line: a dish's id for its plain line, or a configured line's key. */
export const addDish =
  (lineKey: string): AppThunk =>
  (dispatch, getState) => {
    if (selectIsLoggedIn(getState())) dispatch(sendChange(cartApi.endpoints.addToCart, lineKey));
    else dispatch(itemAdded(lineKey));
  };

/** One fewer of a line; nothing when the line is not in the cart. */
export const removeDish =
  (lineKey: string): AppThunk =>
  (dispatch, getState) => {
    const state = getState();
    if ((selectLineQuantity(state, lineKey) ?? 0) <= 0) return;
    if (selectIsLoggedIn(state)) dispatch(sendChange(cartApi.endpoints.removeFromCart, lineKey));
    else dispatch(itemRemoved(lineKey));
  };
