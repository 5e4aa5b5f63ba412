import { screen, waitFor, within } from '@testing-library/react';
import type { ShopReply } from '../../../contract/api';
import { DEFAULT_OPENING_HOURS } from '../../../contract/shop-rules';
import { LARGE_CHEESE, PIZZA, testDish } from '../../test/dishOptions';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { CartPage } from './CartPage';

const SALAD = testDish('s1', 'Greek Salad', 12);
/** Truffle is an option the kitchen has marked unavailable. */
const TRUFFLE = 'p1|regular,truffle|';

const api = fakeApiForThisFile();

const SHOP: ShopReply = {
  success: true,
  settings: { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 },
  open: true,
};

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [PIZZA, SALAD] } });
  api.on('GET /api/shop', { body: SHOP });
});

const rowsText = () =>
  within(screen.getByRole('table', { name: 'Cart items' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1, 5)
        .map((cell) => cell.textContent),
    );

test('each line with its choices and note, priced with its options; one the dish no longer offers counts in no total', async () => {
  renderPage(<CartPage />, {
    route: '/Cart',
    preloadedState: { cart: { items: { [LARGE_CHEESE]: 2, s1: 1, [TRUFFLE]: 1 } } },
  });
  await screen.findByRole('table', { name: 'Cart items' });
  expect(rowsText()).toEqual([
    ['Margherita Pizza · Large · Extra cheese — "cut in 8"', '₹430', '2', '₹860'],
    [
      'Margherita Pizza · Regular · TruffleUnavailable Sorry, Margherita Pizza · Regular · Truffle is not available right now.',
      '₹340',
      '1',
      '—Not included',
    ],
    ['Greek Salad', '₹120', '1', '₹120'],
  ]);
  const totals = within(screen.getByRole('region', { name: 'Cart Totals' }));
  expect(totals.getByText('Subtotal').nextElementSibling).toHaveTextContent('₹980');
  expect(totals.getByText('Total').nextElementSibling).toHaveTextContent('₹1,030');
});

test('the same dish with other choices is another line; remove takes one of that line', async () => {
  const { user, store } = renderPage(<CartPage />, {
    route: '/Cart',
    preloadedState: { cart: { items: { [LARGE_CHEESE]: 2, 'p1|regular|': 1 } } },
  });
  await screen.findByRole('table', { name: 'Cart items' });
  await user.click(
    screen.getByRole('button', {
      name: 'Remove one Margherita Pizza · Large · Extra cheese — "cut in 8"',
    }),
  );
  expect(store.getState().cart.items).toEqual({ [LARGE_CHEESE]: 1, 'p1|regular|': 1 });
  await user.click(screen.getByRole('button', { name: 'Remove one Margherita Pizza · Regular' }));
  expect(store.getState().cart.items).toEqual({ [LARGE_CHEESE]: 1 });
});

test('signed in, remove sends the line key with the dish', async () => {
  api.on('POST /api/cart/get', { body: { success: true, cartData: { [LARGE_CHEESE]: 2 } } });
  api.on('POST /api/cart/remove', { body: { success: true, cartData: { [LARGE_CHEESE]: 1 } } });
  const { user } = renderPage(<CartPage />, {
    route: '/Cart',
    preloadedState: { session: signedIn() },
  });
  await user.click(
    await screen.findByRole('button', {
      name: 'Remove one Margherita Pizza · Large · Extra cheese — "cut in 8"',
    }),
  );
  await waitFor(() => expect(api.requestsTo('/api/cart/remove')).toHaveLength(1));
  expect(api.requestsTo('/api/cart/remove')[0]?.body).toEqual({
    itemId: 'p1',
    line: LARGE_CHEESE,
  });
});
