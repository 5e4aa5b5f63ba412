/**
 * Where redux-persist keeps the session and the logged-out cart: the browser's localStorage.
 * Where there is none (the build's prerender, tests of the store in Node) nothing is kept.
 */
import type { Storage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';

const nowhere: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

export const persistStorage: Storage =
  typeof window !== 'undefined' && 'localStorage' in window ? createWebStorage('local') : nowhere;
