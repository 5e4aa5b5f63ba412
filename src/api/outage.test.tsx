/**
 * The store without its database, as the shopper's pages meet it
 * (docs/product.md#when-the-database-is-away): reads are asked again with backoff (baseQuery.ts, outage.ts),
 * a call that still finds the database away is told once in the shop's words, and nothing the
 * shopper typed or put in the cart is lost.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { FoodItem } from '../../contract/api';
import { PAGE_MESSAGES, REQUEST_MESSAGES } from '../../contract/messages';
import { CartPage } from '../features/cart/CartPage';
import { ContactPage } from '../features/contact/ContactPage';
import { addDish } from '../store/cart/thunks';
import { fakeApiForThisFile, type Answer } from '../test/fakeApi';
import { renderPage, signedIn } from '../test/renderPage';
import { READ_RETRIES } from './outage';

const dish = (_id: string, name: string, price: number, category: string): FoodItem => ({
  _id,
  name,
  description: `${name}, as the kitchen makes it.`,
  price,
  image: `${_id}.webp`,
  category,
  available: true,
  labels: [],
});
const DISHES = [dish('d1', 'Greek Salad', 12, 'Salad'), dish('d2', 'Tomato Pasta', 18, 'Pasta')];

/** What the store answers while its database is away (server/http/errors.ts). */
const AWAY: Answer = {
  status: 503,
  body: { success: false, message: REQUEST_MESSAGES.databaseAway },
};
/** Long enough for every retry (0.5, 1 and 2 s apart). */
const RETRIES_DONE = { timeout: 10_000 };

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
  api.on('GET /api/shop', {
    body: {
      success: true,
      settings: { hours: [], timeZone: 'Asia/Kolkata', minimumOrder: 0 },
      open: true,
    },
  });
});

/** Answers each request to a route with the next of `answers`, the last one from then on. */
function inTurn(route: string, answers: Answer[]): void {
  let next = 0;
  api.on(route, () => answers[Math.min(next++, answers.length - 1)]!);
}

const signedInCart = { preloadedState: { session: signedIn() } };
const cartRows = () =>
  within(screen.getByRole('table', { name: 'Cart items' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getAllByRole('cell')[1]?.textContent,
      within(row).getAllByRole('cell')[3]?.textContent,
    ]);

test('a read met by the database away, or by a lost connection, is asked again and arrives unannounced', async () => {
  inTurn('POST /api/cart/get', ['drop', AWAY, { body: { success: true, cartData: { d1: 2 } } }]);
  renderPage(<CartPage />, { route: '/Cart', ...signedInCart });
  expect(await screen.findByRole('table', { name: 'Cart items' }, RETRIES_DONE)).toBeVisible();
  expect(cartRows()).toEqual([['Greek Salad', '2']]);
  expect(api.requestsTo('/api/cart/get')).toHaveLength(3);
  expect(screen.queryByText(REQUEST_MESSAGES.databaseAway)).not.toBeInTheDocument();
});

test('reads that keep finding the database away: the page says so after the retries, and one toast tells the shopper', async () => {
  api.on('GET /api/food/list', AWAY);
  api.on('POST /api/cart/get', AWAY);
  renderPage(<CartPage />, { route: '/Cart', ...signedInCart });
  expect(await screen.findByText(/We couldn’t load your/, {}, RETRIES_DONE)).toBeVisible();
  await waitFor(
    () => expect(api.requestsTo('/api/cart/get')).toHaveLength(1 + READ_RETRIES),
    RETRIES_DONE,
  );
  await waitFor(() => expect(api.requestsTo('/api/food/list')).toHaveLength(1 + READ_RETRIES));
  // Two calls failed; the shopper is told once.
  expect(await screen.findAllByText(REQUEST_MESSAGES.databaseAway)).toHaveLength(1);
});

test('cart adds while the database is away: each sent once and undone, the cart kept, one toast', async () => {
  api.on('POST /api/cart/get', { body: { success: true, cartData: { d1: 2 } } });
  api.on('POST /api/cart/add', AWAY);
  const { store } = renderPage(<CartPage />, { route: '/Cart', ...signedInCart });
  await screen.findByRole('table', { name: 'Cart items' });
  act(() => {
    store.dispatch(addDish('d2'));
    store.dispatch(addDish('d1'));
    store.dispatch(addDish('d2'));
  });
  await waitFor(() => expect(api.requestsTo('/api/cart/add')).toHaveLength(3));
  expect(await screen.findAllByText(REQUEST_MESSAGES.databaseAway)).toHaveLength(1);
  await waitFor(() => expect(cartRows()).toEqual([['Greek Salad', '2']]));
  expect(screen.queryByText(PAGE_MESSAGES.cartSyncFailed)).not.toBeInTheDocument();
  // A change is not a read: none was sent twice.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(api.requestsTo('/api/cart/add')).toHaveLength(3);
});

test('a message sent while the database is away: what was typed stays, and the shopper is told once', async () => {
  api.on('POST /api/contact', AWAY);
  const { user } = renderPage(<ContactPage />, { route: '/Contact' });
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Message'), 'Is the biryani spicy?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findAllByText(REQUEST_MESSAGES.databaseAway)).toHaveLength(1);
  expect(screen.getByLabelText('Name')).toHaveValue('Asha');
  expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  expect(screen.getByLabelText('Message')).toHaveValue('Is the biryani spicy?');
  expect(api.requestsTo('/api/contact')).toHaveLength(1);
});
