/**
 * The second stage of the app's start (start.tsx): the React tree of the whole app, the router
 * and every page's shell. Its own module, so React, React Router and the app's components run
 * their top level in a task of their own.
 */
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { App, pageFor } from '../app/App';
import { Toasts } from '../app/Toasts';
import type { AppStore, RootState } from '../store/store';
import { readPageFacts } from './pageHtml';
import { HydrationBoundary } from '../hooks/useHydrated';

export { preloadPage } from '../app/App';

/**
 * Whether the page's HTML can be hydrated. The prerender knows only the path: an address with a
 * query (?category=, ?q=, the payment verdict) renders differently, so it is rendered afresh
 * over the prerendered markup; so is a page that got another page's file (a build without
 * prerendering serves index.html for all).
 */
export function canHydrate(): boolean {
  const prerendered = readPageFacts(document)?.path;
  return (
    prerendered !== undefined &&
    pageFor(prerendered) === pageFor(window.location.pathname) &&
    window.location.search === ''
  );
}

/**
 * The whole app around its router: what the prerender renders (prerender.tsx) and the browser
 * hydrates, one tree, so the two cannot drift apart (any difference is a hydration mismatch).
 */
export function AppShell({
  store,
  serverState,
  hydrating,
  router,
}: {
  store: AppStore;
  /** What the prerender saw, when hydrating (react-redux `serverState`). */
  serverState?: RootState;
  hydrating: boolean;
  /** The router around the app: the browser's history, or the prerender's one address. */
  router: (app: ReactElement) => ReactElement;
}) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <HydrationBoundary hydrating={hydrating}>
          {router(<App />)}
          <Toasts />
        </HydrationBoundary>
      </Provider>
    </StrictMode>
  );
}

export function appTree(store: AppStore, serverState: RootState, hydrating: boolean): ReactNode {
  return (
    <AppShell
      store={store}
      serverState={serverState}
      hydrating={hydrating}
      router={(app) => <BrowserRouter>{app}</BrowserRouter>}
    />
  );
}
