/**
 * What redux-persist keeps, and where: the session and the logged-out cart, in the browser's
 * localStorage. Where there is none (the build's prerender, tests of the store in Node) nothing is kept.
 */
import { createMigrate, type PersistedState, type Storage } from 'redux-persist';
import type { CartData } from '../../contract/api';
import createWebStorage from 'redux-persist/es/storage/createWebStorage';

const nowhere: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

const persistStorage: Storage =
  typeof window !== 'undefined' && 'localStorage' in window ? createWebStorage('local') : nowhere;

/**
 * What this browser keeps: the session and the logged-out cart. Version 2: the cart is the
 * logged-out one only (version 1 also marked whose it was, and counted changes in flight).
 */
export const PERSIST_CONFIG = {
  key: 'storefront',
  version: 2,
  storage: persistStorage,
  whitelist: ['session', 'cart'] as string[],
  migrate: createMigrate(
    {
      2: (state) => {
        const kept = state as PersistedState & { cart?: { items?: CartData } };
        return { ...kept, cart: { items: kept.cart?.items ?? {} } } as PersistedState;
      },
    },
    { debug: false },
  ),
};
