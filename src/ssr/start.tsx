/**
 * Starts the app (the entry loads this, the 'app' chunk, once the page has painted). The HTML
 * already holds the page, rendered for a visitor not yet known and the menu loading, and /Menu's
 * by the server with the menu's first screen: React hydrates it instead of painting again.
 */
import { StrictMode, startTransition, type ReactNode } from 'react';
import type { HydrationOptions, Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { api } from '../api/apiSlice';
import { App, pageFor, preloadPage } from '../app/App';
import { makePersistor, makeStore } from '../store/store';
import { keepTabsInStep } from '../store/tabs';
import { Toasts } from '../app/Toasts';
import { firstScreenSlice, readFirstScreen } from '../store/menu/firstScreenSlice';
import { VISITOR_UNKNOWN, uiSlice } from '../store/uiSlice';
import { APP_EVENTS } from './appEvents';
import { readPageFacts } from './pageHtml';

/**
 * React DOM's client, the largest module of this chunk, runs its top level in a task of its own:
 * with the store's and the router's in the same task, starting the app blocked a phone's main
 * thread for one long stretch (Lighthouse's total blocking time); split, the browser may paint or
 * answer a tap in between. `eager`: the module stays in this chunk, no extra request.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const loadReactDom = () => import(/* webpackMode: "eager" */ 'react-dom/client');

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

/**
 * Hydrates the page (or renders it afresh when the HTML cannot be hydrated) once its code and
 * the saved state are in. Resolves once React has been handed the page (the page marks itself
 * live later: AppReady), with the root and what saves the state (tests stop both).
 */
export async function startApp(
  options: Pick<HydrationOptions, 'onRecoverableError'> = {},
): Promise<{ root: Root; persistor: Persistor }> {
  // /Menu's HTML may carry the dishes its server-rendered first screen shows: hydration needs them.
  const store = makeStore({ [firstScreenSlice.reducerPath]: readFirstScreen(document) });
  // What the prerender saw: hydration renders from this, then React re-renders with the saved
  // session and cart (no PersistGate, which would render nothing until they are read).
  // The visitor is unknown there, as in the prerendered HTML (uiSlice: VISITOR_UNKNOWN).
  const serverState = { ...store.getState(), [uiSlice.reducerPath]: VISITOR_UNKNOWN };
  // Pages that list dishes ask for the menu now, alongside their code, not after hydration; the
  // home page leaves the bandwidth to its hero picture (the app asks once the page has loaded).
  if (pageFor(window.location.pathname).chunk !== 'home') {
    void store.dispatch(api.endpoints.foodList.initiate());
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  const tree: ReactNode = (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
        <Toasts />
      </Provider>
    </StrictMode>
  );

  // The prerender knows only the path: an address with a query (?category=, ?q=, the payment
  // verdict) renders differently, so it is rendered afresh over the prerendered markup; so is a
  // page that got another page's file (a build without prerendering serves index.html for all).
  const prerendered = readPageFacts(document)?.path;
  const hydrate =
    prerendered !== undefined &&
    pageFor(prerendered) === pageFor(window.location.pathname) &&
    window.location.search === '';

  // The page's code and the saved state both arrive before the first render, so effects (e.g. the
  // payment check) already see the signed-in shopper and hydration never meets a Suspense
  // fallback. A page that fails to load still renders: its lazy route shows the error as usual.
  const pageCode = preloadPage(window.location.pathname).catch(() => undefined);
  const persistor = makePersistor(store);
  // What other tabs change in the saved state or the account's cart is followed from now on.
  keepTabsInStep(store);
  await nextTask();
  const [{ createRoot, hydrateRoot }] = await Promise.all([
    loadReactDom(),
    pageCode,
    rehydrate(persistor),
  ]);
  // As a transition, React renders in slices of a few milliseconds, so a tap or a scroll is never
  // kept waiting behind the whole page.
  let reactRoot: Root | undefined;
  startTransition(() => {
    // From here React handles the page's events (and replays those it meets while hydrating).
    document.dispatchEvent(new Event(APP_EVENTS.rendering));
    if (hydrate) reactRoot = hydrateRoot(root, tree, options);
    else (reactRoot = createRoot(root, options)).render(tree);
  });
  return { root: reactRoot!, persistor };
}
