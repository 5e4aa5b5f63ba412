/**
 * Tabs of one browser stay in step (docs/architecture.md, "State").
 * - The session and the logged-out cart live in localStorage (redux-persist). When another tab
 *   writes them, the `storage` event brings them here through redux-persist's own REHYDRATE, so
 *   a cart changed there, a login or a logout there, is this tab's too. When the shopper changed,
 *   the api cache (the account's cart, its orders) is dropped and fetched again for the new one.
 * - A signed-in cart lives on the server. A tab that changed it, or verified a payment (which
 *   empties it), says so on a BroadcastChannel; the others fetch it again. One tab per browser
 *   follows the shopper's order stream, and tells the others the same way of each cart it
 *   carries (a change on another device, a payment, a merge): cart/CartStreamLeader.tsx. Every
 *   tab also fetches it when it gets the focus back (src/app/App.tsx).
 */
import { REHYDRATE, getStoredState } from 'redux-persist';
import { api } from '../api/apiSlice';
import { selectUserId } from './session/sessionSlice';
import { PERSIST_CONFIG } from './persistStorage';
import type { AppStore } from './store';

interface CartChanged {
  type: 'cart-changed';
  userId: string;
}

let channel: BroadcastChannel | null | undefined;

/** One channel per tab: a BroadcastChannel never hears its own messages. */
function cartChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('storefront');
    // Under Node (the store's tests) an open channel would keep the process alive.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

/** Tells the shopper's other tabs that the account's cart changed here. */
export function announceCartChange(userId: string | null): void {
  if (userId) cartChannel()?.postMessage({ type: 'cart-changed', userId } satisfies CartChanged);
}

/** Starts following the other tabs; returns the function that stops. */
export function keepTabsInStep(store: AppStore): () => void {
  const storageKey = `persist:${PERSIST_CONFIG.key}`;

  async function onStorage(event: StorageEvent): Promise<void> {
    if (event.key !== storageKey || event.newValue === null) return;
    const stored = await getStoredState(PERSIST_CONFIG);
    if (!stored) return;
    const before = selectUserId(store.getState());
    store.dispatch({ type: REHYDRATE, key: PERSIST_CONFIG.key, payload: stored });
    if (selectUserId(store.getState()) !== before) store.dispatch(api.util.resetApiState());
  }

  function onMessage(event: MessageEvent<CartChanged>): void {
    if (event.data?.type !== 'cart-changed') return;
    if (event.data.userId === selectUserId(store.getState()))
      store.dispatch(api.util.invalidateTags(['Cart']));
  }

  const listener = (event: StorageEvent) => void onStorage(event);
  window.addEventListener('storage', listener);
  cartChannel()?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', listener);
    cartChannel()?.removeEventListener('message', onMessage);
  };
}
