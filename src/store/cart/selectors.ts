/**
 * What every page knows about the cart: where it lives, whether it is known, and the
 * bag's count. The cart is keyed by line key (contract/options.ts); a dish's quantity, all its
 * lines together, is in dishLines.ts, and the lines and totals, which only /Cart and /PlaceOrder
 * show, are in lines.ts: each apart, so that the first load of every page carries neither.
 */
import type { CartData } from '../../../contract/api';
import type { RootState } from '../store';
import { selectIsLoggedIn } from '../session/sessionSlice';
import { selectVisitorKnown } from '../uiSlice';
import { cartApi } from './cartApi';

const selectAccountCart = cartApi.endpoints.getCart.select();
const NOTHING: CartData = {};

/** Whether the shopper's cart is known: a signed-in one is loaded from the server, and may fail. */
export type CartStatus = 'known' | 'loading' | 'failed';

export function selectCartStatus(state: RootState): CartStatus {
  // The prerendered page knows neither the session nor the browser's cart.
  if (!selectVisitorKnown(state)) return 'loading';
  if (!selectIsLoggedIn(state)) return 'known';
  const account = selectAccountCart(state);
  if (account.data) return 'known';
  return account.isError ? 'failed' : 'loading';
}

/**
 * The shopper's cart, from its one home: the browser's cart slice when logged out, the account's
 * `getCart` cache when signed in. Empty while it is not known: ask selectCartStatus first
 * wherever "empty" would be said.
 */
export const selectCartItems = (state: RootState): CartData =>
  (selectIsLoggedIn(state) ? selectAccountCart(state).data : state.cart.items) ?? NOTHING;

export const selectCartHasItems = (state: RootState): boolean =>
  Object.values(selectCartItems(state)).some((quantity) => quantity > 0);

/** How many dishes the bag holds, counting each as often as it is ordered; undefined if unknown. */
export const selectCartItemCount = (state: RootState): number | undefined =>
  selectCartStatus(state) === 'known'
    ? Object.values(selectCartItems(state)).reduce(
        (count, quantity) => count + Math.max(quantity, 0),
        0,
      )
    : undefined;
