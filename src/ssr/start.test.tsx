/**
 * The first load's promises, through the real start (startApp) on each page's prerendered
 * markup: React hydrates every page without a mismatch, for a new visitor and for a signed-in
 * one with a saved cart; a tap and typing made before the app runs are kept and acted on.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FoodItem } from '../../contract/api';
import { PAGE_PATHS } from '../../contract/routes';
import { firstScreenScripts, menuFirstScreen } from './firstScreen';
import { fakeApiForThisFile } from '../test/fakeApi';
import { APP_EVENTS } from '../app/appEvents';
import { keepEarlyInput } from './earlyInput';
import { keepEarlyTaps } from './earlyTaps';
import { pageFactsScript, rootElement } from './pageHtml';
import { ROUTES, render } from './prerender';
import { startApp } from './start';

const DISHES: FoodItem[] = ['Greek Salad', 'Tomato Pasta', 'Creamy Pasta'].map((name, index) => ({
  _id: `d${index + 1}`,
  name,
  description: 'Fresh.',
  price: 12,
  image: 'dish.webp',
  category: name.endsWith('Pasta') ? 'Pasta' : 'Salad',
  available: true,
  labels: [],
}));

const api = fakeApiForThisFile();
let app: Awaited<ReturnType<typeof startApp>> | undefined;

beforeEach(() => {
  localStorage.clear();
  api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
  api.on('POST /api/cart/get', { body: { success: true, cartData: { d1: 2 } } });
});
afterEach(async () => {
  // The app stops saving, and what it had still to write is written now, not into the next test.
  await act(async () => {
    app?.persistor.pause();
    await app?.persistor.flush();
    app?.root.unmount();
  });
  app = undefined;
  api.reset();
  delete document.documentElement.dataset.app;
  document.body.innerHTML = '';
});

/** The page's file as a phone has it before any script runs: its facts, its markup, its data. */
async function openPage(path: string, data = ''): Promise<void> {
  window.history.replaceState(null, '', path);
  window.scrollTo = () => undefined; // jsdom has no scrolling; a new page starts at its top
  document.body.innerHTML =
    pageFactsScript({ path, scripts: [] }) + rootElement(await render(path));
  document.body.insertAdjacentHTML('beforeend', data);
}

/** Starts the app as the entry does; resolves once the page is live, with React's complaints. */
async function startAndWait(): Promise<unknown[]> {
  const complaints: unknown[] = [];
  const ready = new Promise((resolve) =>
    document.addEventListener(APP_EVENTS.ready, resolve, { once: true }),
  );
  await act(async () => {
    app = await startApp({ onRecoverableError: (error) => complaints.push(error) });
  });
  await act(() => ready);
  return complaints;
}

const pages = ROUTES.map(({ path }) => path);

test.each(pages)('%s hydrates without a mismatch for a new visitor', async (path) => {
  await openPage(path);
  expect(await startAndWait()).toEqual([]);
});

test.each(pages)(
  '%s hydrates without a mismatch for a signed-in visitor with a saved cart',
  async (path) => {
    localStorage.setItem(
      'persist:storefront',
      JSON.stringify({
        session: JSON.stringify({ token: 'token-1', userId: 'user-1', username: 'Asha' }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    await openPage(path);
    expect(await startAndWait()).toEqual([]);
    // Then the truth about this visitor: the bag holds the account's two dishes (the kitchen's
    // board has a header of its own, without the shop's bag).
    if (path === PAGE_PATHS.kitchen) return;
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  },
);

test('a dish added on /Menu before the app runs is in the cart once it has started', async () => {
  const firstScreen = menuFirstScreen(DISHES);
  await openPage('/Menu', firstScreenScripts(firstScreen));
  // The server's /Menu: the first screen rendered in (as renderMenuPage does).
  document.getElementById('root')!.outerHTML = rootElement(
    await render('/Menu', { menuFirstScreen: firstScreen }),
  );
  keepEarlyTaps();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Add Greek Salad to cart' }));

  expect(await startAndWait()).toEqual([]);
  const inCart = await screen.findByRole('group', { name: 'Greek Salad in cart' });
  expect(within(inCart).getByText('1', { exact: true })).toBeInTheDocument();
});

test('a search typed before the app runs is kept, and the results follow it', async () => {
  await openPage('/SearchFood');
  keepEarlyInput();
  await userEvent.setup().type(screen.getByRole('searchbox'), 'pasta');

  expect(await startAndWait()).toEqual([]);
  await waitFor(() => expect(screen.getByText('2 dishes found')).toBeInTheDocument());
  expect(screen.getByRole('searchbox')).toHaveValue('pasta');
  expect(screen.queryByRole('heading', { name: 'Greek Salad' })).not.toBeInTheDocument();
});
