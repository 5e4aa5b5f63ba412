/**
 * Starts the app (the entry loads this, the 'app' chunk, once the page has painted). The HTML
 * already holds the page, rendered for a visitor not yet known and the menu loading, and /Menu's
 * by the server with the menu's first screen: React hydrates it instead of painting again.
 *
 * The start runs in stages, each in a task of its own, so a phone's main thread is never held
 * for long (Lighthouse's total blocking time) and the browser may paint or answer a tap between
 * them: the store's libraries, then the store; the app's components; React DOM's client; then
 * hydration, itself a transition React renders in slices. Each stage's module is in this chunk
 * (`eager`: no extra request); importing it is what runs its top level.
 */
import { startTransition } from 'react';
import type { HydrationOptions, Root } from 'react-dom/client';
import type { Persistor } from 'redux-persist';
import { APP_EVENTS } from '../app/appEvents';

/** Ends the current task; the start goes on in a new one. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * The store's libraries, heaviest first, each one's top level in a task of its own: Redux
 * Toolkit with Immer and Reselect; RTK Query with React and React Redux; then the store's own
 * modules (the API's endpoints, the slices, redux-persist).
 */
const STORE_STAGES = [
  () => import(/* webpackMode: "eager" */ './stages/reduxToolkit'),
  () => import(/* webpackMode: "eager" */ './stages/rtkQuery'),
] as const;
const loadStore = () => import(/* webpackMode: "eager" */ './startStore');
const loadTree = () => import(/* webpackMode: "eager" */ './appTree');
const loadReactDom = () => import(/* webpackMode: "eager" */ 'react-dom/client');

/**
 * Hydrates the page (or renders it afresh when the HTML cannot be hydrated) once its code and
 * the saved state are in. Resolves once React has been handed the page (the page marks itself
 * live later: AppReady), with the root and what saves the state (tests stop both).
 */
export async function startApp(
  options: Pick<HydrationOptions, 'onRecoverableError'> = {},
): Promise<{ root: Root; persistor: Persistor }> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  for (const stage of STORE_STAGES) {
    await nextTask();
    await stage();
  }
  await nextTask();
  const { startStore } = await loadStore();
  await nextTask();
  const { store, serverState, persistor, rehydrated } = startStore();
  await nextTask();
  const { appTree, canHydrate, preloadPage } = await loadTree();
  // The page's code and the saved state both arrive before the first render, so effects (e.g. the
  // payment check) already see the signed-in shopper and hydration never meets a Suspense
  // fallback. A page that fails to load still renders: its lazy route shows the error as usual.
  const pageCode = preloadPage(window.location.pathname).catch(() => undefined);
  const hydrate = canHydrate();
  const tree = appTree(store, serverState, hydrate);
  await nextTask();
  const [{ createRoot, hydrateRoot }] = await Promise.all([loadReactDom(), pageCode, rehydrated]);
  await nextTask();
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
