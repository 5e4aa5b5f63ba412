/**
 * Adding and removing dishes: the page changes at once; logged in, the change is also sent, and
 * the cart slice undoes it if the server refuses (the shopper is told).
 */
import { useCallback } from 'react';
import { api } from '../../api/apiSlice';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { notify } from '../../app/notify';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { selectIsLoggedIn } from '../session/sessionSlice';
import { itemAdded, itemRemoved } from './cartSlice';

type CartEndpoint = typeof api.endpoints.addToCart | typeof api.endpoints.removeFromCart;

export function useCartActions() {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const send = useCallback(
    (endpoint: CartEndpoint, itemId: string) => {
      if (!selectIsLoggedIn(store.getState())) return;
      const request = dispatch(endpoint.initiate({ itemId }));
      request
        .unwrap()
        .catch((error: { status?: unknown }) => {
          // A 401 has already logged the shopper out with its own message.
          if (error.status !== 401) notify.error(PAGE_MESSAGES.cartSyncFailed);
        })
        .finally(() => request.reset());
    },
    [dispatch, store],
  );

  const addItem = useCallback(
    (itemId: string) => {
      dispatch(itemAdded(itemId));
      send(api.endpoints.addToCart, itemId);
    },
    [dispatch, send],
  );

  const removeItem = useCallback(
    (itemId: string) => {
      if ((store.getState().cart.items[itemId] ?? 0) <= 0) return;
      dispatch(itemRemoved(itemId));
      send(api.endpoints.removeFromCart, itemId);
    },
    [dispatch, send, store],
  );

  return { addItem, removeItem };
}
