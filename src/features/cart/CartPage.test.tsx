import { act, screen, waitFor, within } from '@testing-library/react';
import type { FoodItem, ShopReply } from '../../../contract/api';
import { DEFAULT_OPENING_HOURS } from '../../../contract/shop-rules';
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
    labels: [],
  },
  {
    _id: 'd2',
    name: 'Tomato Pasta',
    description: 'Rich.',
    price: 18,
    image: 'tomato-pasta.webp',
    category: 'Pasta',
    available: true,
    labels: [],
  },
  {
    _id: 'd3',
    name: 'Cup Cake',
    description: 'Sweet.',
    price: 14,
    image: 'cup-cake.webp',
    category: 'Cake',
    available: true,
    labels: [],
  },
];

const api = fakeApiForThisFile();

/** The shop as the server describes it: open, no minimum, unless a test says otherwise. */
function shop(changes: Partial<ShopReply> & { minimumOrder?: number } = {}): ShopReply {
  const { minimumOrder = 0, ...rest } = changes;
  return {
    success: true,
    settings: { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder },
    open: true,
    ...rest,
  };
}

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
  api.on('GET /api/shop', { body: shop() });
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

/** The totals' lines as the shopper reads them: term and amount. */
function totalsLines() {
  const box = screen.getByRole('region', { name: 'Cart Totals' });
  return [...box.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
}

const signedInCart = (cartData: Record<string, number>) => {
  api.on('POST /api/cart/get', { body: { success: true, cartData } });
  return { preloadedState: { session: signedIn() } };
};

const promoBox = () => screen.getByLabelText('If you have a promo code, Enter it here');

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

test('an unavailable dish keeps its line, says so, counts in no total, and can be removed', async () => {
  api.on('GET /api/food/list', {
    body: {
      success: true,
      data: DISHES.map((d) => (d._id === 'd2' ? { ...d, available: false } : d)),
    },
  });
  const { user, store } = renderCart(signedInCart({ d1: 2, d2: 1 }));
  const table = await screen.findByRole('table', { name: 'Cart items' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
    'Greek Salad',
    'Tomato PastaUnavailable Sorry, Tomato Pasta is not available right now.',
  ]);
  expect(within(rows[1]!).getAllByRole('cell')[4]).toHaveTextContent('Not included');
  expect(totals()).toEqual({ subtotal: '₹240', fee: '₹50', total: '₹290' });
  // Checkout works for the rest.
  expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();

  api.on('POST /api/cart/remove', { body: { success: true, cartData: { d1: 2 } } });
  await user.click(screen.getByRole('button', { name: 'Remove one Tomato Pasta' }));
  await waitFor(() =>
    expect(screen.queryByText(/Tomato Pasta is not available/)).not.toBeInTheDocument(),
  );
  expect(api.requestsTo('/api/cart/remove')[0]?.body).toEqual({ itemId: 'd2' });
  expect(store.getState().api.queries['getCart(undefined)']?.data).toEqual({ d1: 2 });
});

test('a cart of unavailable dishes only cannot check out', async () => {
  api.on('GET /api/food/list', {
    body: { success: true, data: DISHES.map((d) => ({ ...d, available: false })) },
  });
  renderCart(signedInCart({ d1: 1 }));
  expect(await screen.findByText('Sorry, Greek Salad is not available right now.')).toBeVisible();
  expect(totals()).toEqual({ subtotal: '₹0', fee: '₹0', total: '₹0' });
  expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
});

test('the menu is asked for again whenever the cart opens: a new price shows before paying', async () => {
  const first = renderCart({ preloadedState: guestCart({ d1: 1 }) });
  await screen.findByRole('table', { name: 'Cart items' });
  expect(totals().subtotal).toBe('₹120');
  first.unmount();

  api.on('GET /api/food/list', {
    body: { success: true, data: DISHES.map((d) => (d._id === 'd1' ? { ...d, price: 13 } : d)) },
  });
  // The same store, as when the shopper comes back to /Cart from the menu.
  const { unmount } = renderPage(<CartPage />, {
    route: '/Cart',
    preloadedState: first.store.getState(),
  });
  await waitFor(() => expect(totals().subtotal).toBe('₹130'));
  unmount();
});

describe('the promo box', () => {
  test('Submit checks the code for this subtotal and shows its discount as a line of its own', async () => {
    api.on('POST /api/promo/check', {
      body: { success: true, message: 'Promo code applied.', code: 'TASTY10', discount: 42 },
    });
    const { user, store } = renderCart(signedInCart({ d1: 2, d2: 1 }));
    await screen.findByRole('table', { name: 'Cart items' });
    await user.type(promoBox(), ' tasty10 ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Promo code applied.'),
    );
    const [check] = api.requestsTo('/api/promo/check');
    expect(check?.body).toEqual({ code: 'TASTY10', subtotal: 420 });
    expect(check?.headers.token).toBe('token-1');
    expect(totalsLines()).toEqual([
      ['Subtotal', '₹420'],
      ['Discount (TASTY10)', '−₹42'],
      ['Delivery Fee', '₹50'],
      ['Total', '₹428'],
    ]);
    expect(store.getState().cart.promo).toBe('TASTY10');
    expect(screen.getByText('TASTY10').closest('p')).toHaveTextContent(
      'Code TASTY10 takes ₹42 off',
    );
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();

    // Remove: the code and its line go.
    await user.click(screen.getByRole('button', { name: 'Remove code TASTY10' }));
    expect(store.getState().cart.promo).toBeUndefined();
    expect(totalsLines().map(([term]) => term)).toEqual(['Subtotal', 'Delivery Fee', 'Total']);
    expect(promoBox()).toHaveFocus();
  });

  test.each([
    [409, 'This code has expired.'],
    [409, 'This code needs a subtotal of ₹500.'],
    [404, 'This code is not valid.'],
  ])('a refused code (%i) says why in the box and is not kept: %s', async (status, message) => {
    api.on('POST /api/promo/check', { status, body: { success: false, message } });
    const { user, store } = renderCart({ preloadedState: guestCart({ d1: 2 }) });
    await screen.findByRole('table', { name: 'Cart items' });
    await user.type(promoBox(), 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(api.requestsTo('/api/promo/check')[0]?.headers.token).toBeUndefined();
    expect(store.getState().cart.promo).toBeUndefined();
    expect(totals()).toEqual({ subtotal: '₹240', fee: '₹50', total: '₹290' });
  });

  test('an empty box asks for a code without asking the shop', async () => {
    const { user } = renderCart({ preloadedState: guestCart({ d1: 2 }) });
    await screen.findByRole('table', { name: 'Cart items' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a promo code.');
    expect(api.requestsTo('/api/promo/check')).toHaveLength(0);
  });

  test('a kept code is checked again when the subtotal changes, and the old discount is never shown', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    api.on('POST /api/promo/check', (request) => {
      const { subtotal } = request.body as { subtotal: number };
      if (subtotal === 240)
        return { body: { success: true, message: 'ok', code: 'TASTY10', discount: 24 } };
      return new Promise((resolve) => (answer = resolve));
    });
    const { user } = renderCart({
      preloadedState: { cart: { items: { d1: 2 }, promo: 'TASTY10' } },
    });
    await waitFor(() => expect(totals().total).toBe('₹266'));
    expect(api.requestsTo('/api/promo/check')[0]?.body).toEqual({ code: 'TASTY10', subtotal: 240 });

    await user.click(screen.getByRole('button', { name: 'Remove one Greek Salad' }));
    // At once: the subtotal is new, the discount and total wait for the shop.
    expect(totals().subtotal).toBe('₹120');
    expect(totalsLines()[1]).toEqual(['Discount (TASTY10)', 'Loading…']);
    expect(totals().total).toBe('Loading…');
    expect(screen.getByRole('button', { name: 'Login to Checkout' })).toBeInTheDocument();

    await waitFor(() => expect(api.requestsTo('/api/promo/check')).toHaveLength(2));
    expect(api.requestsTo('/api/promo/check')[1]?.body).toEqual({ code: 'TASTY10', subtotal: 120 });
    act(() => answer({ body: { success: true, message: 'ok', code: 'TASTY10', discount: 12 } }));
    await waitFor(() => expect(totals().total).toBe('₹158'));
    expect(totalsLines()[1]).toEqual(['Discount (TASTY10)', '−₹12']);
  });

  test('a kept code the shop no longer takes for this cart: no discount, and the box says why', async () => {
    api.on('POST /api/promo/check', {
      status: 409,
      body: { success: false, message: 'This code needs a subtotal of ₹500.' },
    });
    const { store } = renderCart({
      preloadedState: { cart: { items: { d1: 2 }, promo: 'BIG50' } },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This code needs a subtotal of ₹500.'),
    );
    expect(totals()).toEqual({ subtotal: '₹240', fee: '₹50', total: '₹290' });
    expect(screen.getByText('BIG50').closest('p')).toHaveTextContent('Code BIG50 is not applied');
    // Kept, with its Remove: a larger cart may take it.
    expect(store.getState().cart.promo).toBe('BIG50');
  });
});

describe('opening hours and the minimum order', () => {
  test('closed with no later time to order for: the message shows prominently and checkout waits; the cart still works', async () => {
    api.on('GET /api/shop', {
      body: shop({ open: false, closedMessage: 'We are closed now. We open at 9 AM.' }),
    });
    const { user, store } = renderCart(signedInCart({ d1: 2 }));
    const closed = await screen.findByText('We are closed now. We open at 9 AM.');
    expect(closed.closest('p')).toHaveAttribute('role', 'status');
    const checkout = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription('We are closed now. We open at 9 AM.');

    api.on('POST /api/cart/remove', { body: { success: true, cartData: { d1: 1 } } });
    await user.click(screen.getByRole('button', { name: 'Remove one Greek Salad' }));
    await waitFor(() =>
      expect(store.getState().api.queries['getCart(undefined)']?.data).toEqual({ d1: 1 }),
    );
  });

  test('below the minimum order: the message, and checkout waits until the cart reaches it', async () => {
    api.on('GET /api/shop', { body: shop({ minimumOrder: 300 }) });
    renderCart(signedInCart({ d1: 2 }));
    expect(await screen.findByText('The minimum order is ₹300.')).toBeInTheDocument();
    const checkout = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription('The minimum order is ₹300.');
  });

  test('at the minimum order, checkout goes ahead', async () => {
    api.on('GET /api/shop', { body: shop({ minimumOrder: 240 }) });
    renderCart(signedInCart({ d1: 2 }));
    await screen.findByRole('table', { name: 'Cart items' });
    await waitFor(() => expect(api.requestsTo('/api/shop')).toHaveLength(1));
    expect(screen.queryByText(/minimum order/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });
});
