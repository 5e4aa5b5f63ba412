import { screen, within } from '@testing-library/react';
import type { FoodItem } from '../../../contract/api';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { AuthDialogs } from '../session/AuthDialogs';
import { CartPage } from './CartPage';

const DISHES: FoodItem[] = [
  {
    _id: 'd1',
    name: 'Greek Salad',
    description: 'Crisp.',
    price: 12,
    image: 'greek-salad.webp',
    category: 'Salad',
    available: true,
  },
  {
    _id: 'd2',
    name: 'Tomato Pasta',
    description: 'Rich.',
    price: 18,
    image: 'tomato-pasta.webp',
    category: 'Pasta',
    available: true,
  },
  {
    _id: 'd3',
    name: 'Cup Cake',
    description: 'Sweet.',
    price: 14,
    image: 'cup-cake.webp',
    category: 'Cake',
    available: true,
  },
];

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
});

function renderCart(options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(
    <>
      <CartPage />
      <AuthDialogs />
    </>,
    { route: '/Cart', ...options },
  );
}

const guestCart = (items: Record<string, number>) => ({
  cart: { items },
});

function totals() {
  const box = screen.getByRole('region', { name: 'Cart Totals' });
  const value = (term: string) => within(box).getByText(term).nextElementSibling?.textContent;
  return { subtotal: value('Subtotal'), fee: value('Delivery Fee'), total: value('Total') };
}

test('an empty cart: the empty button and totals of 0', async () => {
  renderCart();
  const button = await screen.findByRole('button', { name: 'Your cart is empty.' });
  expect(button).toBeDisabled();
  expect(totals()).toEqual({ subtotal: '₹0', fee: '₹0', total: '₹0' });
  expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/Menu');
});

test("lines in a table with the shop's columns, and the totals with the ₹50 fee", async () => {
  renderCart({ preloadedState: guestCart({ d1: 2, d2: 1 }) });
  const table = await screen.findByRole('table', { name: 'Cart items' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Item', 'Title', 'Price', 'Quantity', 'Total', 'Remove']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['', 'Greek Salad', '₹120', '2', '₹240', '×'],
    ['', 'Tomato Pasta', '₹180', '1', '₹180', '×'],
  ]);
  expect(totals()).toEqual({ subtotal: '₹420', fee: '₹50', total: '₹470' });
});

test('the × on a line removes one, and the line goes at 0', async () => {
  const { user, store } = renderCart({ preloadedState: guestCart({ d1: 2, d3: 1 }) });
  await user.click(await screen.findByRole('button', { name: 'Remove one Greek Salad' }));
  expect(store.getState().cart.items).toEqual({ d1: 1, d3: 1 });
  expect(totals()).toEqual({ subtotal: '₹260', fee: '₹50', total: '₹310' });

  await user.click(screen.getByRole('button', { name: 'Remove one Cup Cake' }));
  expect(screen.queryByRole('cell', { name: 'Cup Cake' })).not.toBeInTheDocument();
  expect(store.getState().cart.items).toEqual({ d1: 1 });
});

test('logged out with items: Login to Checkout warns and opens the login dialog', async () => {
  const { user, location } = renderCart({ preloadedState: guestCart({ d1: 1 }) });
  await user.click(await screen.findByRole('button', { name: 'Login to Checkout' }));
  expect(await screen.findByText('Login to Place Order')).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Login Now' })).toBeInTheDocument();
  expect(location().pathname).toBe('/Cart');
});

test('logged in with items: Proceed to Checkout goes to /PlaceOrder', async () => {
  api.on('POST /api/cart/get', { body: { success: true, cartData: { d2: 3 } } });
  const { user, location } = renderCart({
    preloadedState: {
      session: signedIn(),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  expect(location().pathname).toBe('/PlaceOrder');
  expect(totals()).toEqual({ subtotal: '₹540', fee: '₹50', total: '₹590' });
});

test('the promo box takes a code and says codes are coming', async () => {
  const { user } = renderCart();
  await user.type(screen.getByLabelText('If you have a promo code, Enter it here'), 'TASTY10');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('status')).toHaveTextContent('Promo codes are coming soon.');
});
