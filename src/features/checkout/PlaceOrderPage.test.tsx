import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { FoodItem } from '../../../contract/api';
import { ADDRESS_FIELDS, ADDRESS_FIELD_LABEL } from '../../../contract/rules';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { PlaceOrderPage } from './PlaceOrderPage';

const DISHES: FoodItem[] = [
  {
    _id: 'd1',
    name: 'Greek Salad',
    description: 'Crisp.',
    price: 12,
    image: 'a.webp',
    category: 'Salad',
  },
  {
    _id: 'd2',
    name: 'Tomato Pasta',
    description: 'Rich.',
    price: 18,
    image: 'b.webp',
    category: 'Pasta',
  },
  {
    _id: 'd3',
    name: 'Cup Cake',
    description: 'Sweet.',
    price: 14,
    image: 'c.webp',
    category: 'Cake',
  },
];
/** 2 x ₹120 + 1 x ₹180 = ₹420, plus the ₹50 delivery fee. */
const CART = { d1: 2, d2: 1 };
const TOTAL = 470;

const ADDRESS = {
  firstname: 'Asha',
  lastname: 'Rao',
  email: 'asha@example.com',
  street: '4 Lake View Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '+91 98450 12345',
};

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
  api.on('POST /api/cart/get', { body: { success: true, cartData: CART } });
  window.history.replaceState(null, '', '/');
});

function renderCheckout(session = signedIn()) {
  return renderPage(<PlaceOrderPage />, {
    route: '/PlaceOrder',
    preloadedState: { session },
  });
}

async function fillAddress(user: UserEvent) {
  for (const field of ADDRESS_FIELDS) {
    await user.click(screen.getByLabelText(ADDRESS_FIELD_LABEL[field]));
    await user.paste(ADDRESS[field]);
  }
}

const proceed = () => screen.getByRole('button', { name: 'Proceed to Payment' });

describe('PlaceOrderPage', () => {
  it('shows the delivery form with every field required, and the totals with the ₹50 fee', async () => {
    renderCheckout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delivery Information' }),
    ).toBeInTheDocument();
    for (const field of ADDRESS_FIELDS) {
      expect(screen.getByLabelText(ADDRESS_FIELD_LABEL[field])).toBeRequired();
    }
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    const totals = within(screen.getByRole('region', { name: 'Cart Totals' }));
    expect(totals.getByText('Subtotal').nextElementSibling).toHaveTextContent('₹420');
    expect(totals.getByText('Delivery Fee').nextElementSibling).toHaveTextContent('₹50');
    expect(totals.getByText('Total').nextElementSibling).toHaveTextContent('₹470');
  });

  it('places the order with the address, the lines and the total, then goes to the payment page', async () => {
    const sessionUrl = `${window.location.origin}/#checkout-cs_test_1`;
    api.on('POST /api/order/place', {
      status: 201,
      body: { success: true, session_url: sessionUrl, orderId: 'o1' },
    });
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);
    await user.click(proceed());

    await waitFor(() => expect(window.location.href).toBe(sessionUrl));
    const [request] = api.requestsTo('/api/order/place');
    expect(request?.headers.token).toBe('token-1');
    expect(request?.body).toEqual({
      userId: 'user-1',
      address: ADDRESS,
      items: [
        { _id: 'd1', name: 'Greek Salad', price: 12, quantity: 2 },
        { _id: 'd2', name: 'Tomato Pasta', price: 18, quantity: 1 },
      ],
      amount: TOTAL,
    });
    expect(Object.keys((request?.body as { address: object }).address)).toHaveLength(9);
  });

  it('sends one order when the button is clicked twice, and keeps it disabled while sending', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const held = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    api.on('POST /api/order/place', () => held);
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);

    await user.dblClick(proceed());
    await waitFor(() => expect(api.requestsTo('/api/order/place')).toHaveLength(1));
    expect(proceed()).toBeDisabled();
    await user.click(proceed());

    const sessionUrl = `${window.location.origin}/#checkout-cs_test_2`;
    answer({ body: { success: true, session_url: sessionUrl, orderId: 'o2' } });
    await waitFor(() => expect(window.location.href).toBe(sessionUrl));
    expect(api.requestsTo('/api/order/place')).toHaveLength(1);
  });

  it("says 'Error placing order!' when the server replies without success", async () => {
    api.on('POST /api/order/place', { body: { success: false } });
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);
    await user.click(proceed());
    expect(await screen.findByText('Error placing order!')).toBeInTheDocument();
    await waitFor(() => expect(proceed()).toBeEnabled());
    expect(window.location.hash).toBe('');
  });

  it("shows the server's message when it refuses the order", async () => {
    const message = 'The prices in your cart have changed. Please review your cart and try again.';
    api.on('POST /api/order/place', { status: 409, body: { success: false, message } });
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);
    await user.click(proceed());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says 'Server error. Please try again.' when the request fails on the way", async () => {
    api.on('POST /api/order/place', 'drop');
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);
    await user.click(proceed());
    expect(await screen.findByText('Server error. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(proceed()).toBeEnabled());
  });

  it("says 'User not logged in' and sends nothing without a stored userId", async () => {
    const { user } = renderCheckout(signedIn(null));
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await fillAddress(user);
    await user.click(proceed());
    expect(await screen.findByText('User not logged in')).toBeInTheDocument();
    expect(api.requestsTo('/api/order/place')).toHaveLength(0);
  });

  it('sends nothing until every address field is filled', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'Delivery Information' });
    await user.click(proceed());
    expect(screen.getByLabelText('First name')).toBeInvalid();
    expect(api.requestsTo('/api/order/place')).toHaveLength(0);
  });

  it('asks a logged-out shopper to sign in instead of showing the form', async () => {
    renderPage(<PlaceOrderPage />, {
      route: '/PlaceOrder',
      preloadedState: { cart: { items: CART } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login to Place Order' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/Cart');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('points to the menu when the cart is empty', async () => {
    api.on('POST /api/cart/get', { body: { success: true, cartData: {} } });
    renderCheckout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/Menu');
  });

  it('offers to try again when the cart cannot be loaded', async () => {
    api.on('GET /api/food/list', { status: 500, body: { success: false } });
    const { user } = renderCheckout();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not load your cart' }),
    ).toBeInTheDocument();
    api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { name: 'Delivery Information' }),
    ).toBeInTheDocument();
  });
});
