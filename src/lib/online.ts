/**
 * Whether the browser is online (navigator.onLine, followed through its `online` and `offline`
 * events), for what cannot work without the shop's server: placing an order, signing in or up.
 * They say so plainly instead of failing with a vague error (docs/product.md#offline).
 */
import { useSyncExternalStore } from 'react';

/** What the shop says when a step needs the network and the browser is offline. */
export const OFFLINE_MESSAGES = {
  placeOrder: 'You are offline. Connect to the internet to place your order.',
  signIn: 'You are offline. Connect to the internet to sign in.',
  signUp: 'You are offline. Connect to the internet to create your account.',
} as const;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
/** The prerendered page, and hydration, assume online; the real state follows at once. */
const onlineOnTheServer = () => true;

/** True while the browser says it is online; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onlineOnTheServer);
}
