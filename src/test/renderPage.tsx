/**
 * Renders one page as the app does: a store from makeStore, a router at the given address and
 * the toasts. `location()` reads where the router is now (search pages keep state in the URL);
 * `go(-1)` is the browser's Back.
 */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router';
import { makeStore, type RootState } from '../store/store';
import { Toasts } from '../app/Toasts';

export interface RenderPageOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  /** Under StrictMode, as the app renders (effects run twice in development); on by default. */
  strict?: boolean;
}

export function renderPage(
  ui: ReactElement,
  { route = '/', preloadedState, strict = true }: RenderPageOptions = {},
) {
  const store = makeStore(preloadedState);
  const user = userEvent.setup();
  let current: Location | undefined;
  let navigate: ((delta: number) => void) | undefined;

  function LocationProbe() {
    current = useLocation();
    const go = useNavigate();
    navigate = (delta) => void go(delta);
    return null;
  }

  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
      <Toasts />
    </Provider>,
    { reactStrictMode: strict },
  );

  return {
    ...result,
    store,
    user,
    location(): Location {
      if (!current) throw new Error('The router has not rendered yet');
      return current;
    },
    /** The browser's Back (-1) or Forward (1). */
    go(delta: number) {
      if (!navigate) throw new Error('The router has not rendered yet');
      act(() => navigate!(delta));
    },
  };
}

/** A signed-in shopper, as the session slice stores one. */
export function signedIn(userId: string | null = 'user-1', token = 'token-1') {
  return { token, userId, username: 'Asha' };
}
