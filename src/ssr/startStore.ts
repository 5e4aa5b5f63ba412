/**
 * The first stage of the app's start (start.tsx): the store, with /Menu's first screen from the
 * page's HTML, the saved session and cart being read into it, and other tabs followed. Its own
 * module, so Redux Toolkit, RTK Query and redux-persist run their top level in a task of their own.
 */
import type { Persistor } from 'redux-persist';
import { PAGE_PATHS } from '../../contract/routes';
import { api } from '../api/apiSlice';
import { firstScreenSlice } from '../store/menu/firstScreenSlice';
import { readFirstScreen } from './firstScreen';
import { makePersistor, makeStore, type AppStore, type RootState } from '../store/store';
import { keepTabsInStep } from '../store/tabs';
import { VISITOR_UNKNOWN, uiSlice } from '../store/uiSlice';

/** Resolves once redux-persist has read the saved state into the store. */
function rehydrate(persistor: Persistor): Promise<void> {
  // redux-persist writes on a later tick; a reload or a closed tab right after adding a dish
  // would lose that change. Leaving the page writes what is pending (localStorage is synchronous).
  window.addEventListener('pagehide', () => void persistor.flush());
  return new Promise((resolve) => {
    const done = () => persistor.getState().bootstrapped;
    if (done()) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
}

export interface StartedStore {
  store: AppStore;
  /** What the prerender saw, which hydration renders from (react-redux `serverState`). */
  serverState: RootState;
  persistor: Persistor;
  /** Resolves once the saved session and cart are in the store. */
  rehydrated: Promise<void>;
}

export function startStore(): StartedStore {
  // /Menu's HTML may carry the dishes its server-rendered first screen shows: hydration needs them.
  const store = makeStore({ [firstScreenSlice.reducerPath]: readFirstScreen(document) });
  // What the prerender saw: hydration renders from this, then React re-renders with the saved
  // session and cart (no PersistGate, which would render nothing until they are read).
  // The visitor is unknown there, as in the prerendered HTML (uiSlice: VISITOR_UNKNOWN).
  const serverState = { ...store.getState(), [uiSlice.reducerPath]: VISITOR_UNKNOWN };
  // The menu is asked for now, before any component listens to the store (asked for from an
  // effect after hydration, each listener would run at once). Pages that list dishes want it
  // alongside their code; the home page, which leaves the bandwidth to its hero picture, once
  // the page has loaded.
  // In a task of its own: RTK Query's first request is a phone's long task of its own
  // (docs/operations.md#figures-behind-choices-in-the-code).
  const fetchMenu = () => setTimeout(() => void store.dispatch(api.endpoints.foodList.initiate()));
  if (window.location.pathname !== PAGE_PATHS.home || document.readyState === 'complete') {
    fetchMenu();
  } else {
    window.addEventListener('load', fetchMenu, { once: true });
  }
  const persistor = makePersistor(store);
  // What other tabs change in the saved state or the account's cart is followed from now on.
  keepTabsInStep(store);
  return { store, serverState, persistor, rehydrated: rehydrate(persistor) };
}
