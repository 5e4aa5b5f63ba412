/**
 * Delivery or pickup, as the shopper chose it last, and the PIN code last delivered to
 * (docs/product.md#delivery-or-pickup): kept in this browser's localStorage, so the next order
 * starts from the same choice and /Cart shows that PIN code's fee before checkout. Only /Cart and
 * /PlaceOrder read them, so they live beside those pages rather than in the persisted store, which
 * every page's first load carries. Every reader follows a change at once, in this tab and others.
 */
import { useSyncExternalStore } from 'react';
import type { Fulfilment } from '../../../contract/fulfilment';

const KEY = 'storefront:fulfilment';

export interface LastFulfilment {
  fulfilment: Fulfilment;
  /** A 6-digit PIN code, or '' before checkout has known one. */
  pin: string;
}

const NONE_YET: LastFulfilment = { fulfilment: 'delivery', pin: '' };

const listeners = new Set<() => void>();
/** The last value read, kept while its stored text is unchanged: the same object each time. */
let last: { text: string | null; value: LastFulfilment } = { text: null, value: NONE_YET };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function parse(text: string | null): LastFulfilment {
  try {
    const kept = JSON.parse(text ?? 'null') as Partial<LastFulfilment> | null;
    return {
      fulfilment: kept?.fulfilment === 'pickup' ? 'pickup' : 'delivery',
      pin: typeof kept?.pin === 'string' ? kept.pin : '',
    };
  } catch {
    return NONE_YET;
  }
}

/** The kept choice, read now (outside a component). */
export function readLastFulfilment(): LastFulfilment {
  let text: string | null = null;
  try {
    text = storage()?.getItem(KEY) ?? null;
  } catch {
    // A storage that refuses to be read keeps nothing: the choice starts afresh.
  }
  if (text !== last.text) last = { text, value: parse(text) };
  return last.value;
}

function remember(change: Partial<LastFulfilment>): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...readLastFulfilment(), ...change }));
  } catch {
    // Full or refused: the choice holds for this page only.
    last = { text: last.text, value: { ...last.value, ...change } };
  }
  listeners.forEach((listener) => listener());
}

/** Another tab's change arrives as a `storage` event. */
function onStorage(event: StorageEvent): void {
  if (event.key === KEY || event.key === null) listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The kept choice; the prerender and hydration draw the first order's (delivery, no PIN). */
export function useLastFulfilment(): LastFulfilment {
  return useSyncExternalStore(subscribe, readLastFulfilment, () => NONE_YET);
}

export const chooseFulfilment = (fulfilment: Fulfilment) => remember({ fulfilment });
export const rememberPin = (pin: string) => remember({ pin });
