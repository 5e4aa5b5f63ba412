/**
 * A new page: its own title, the focus on its main heading and its name said by the layout's live
 * region. The whole app (routes, layout, lazy pages) over the fake API.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import type { FoodItem } from '../../contract/api';
import { fakeApiForThisFile, type Answer } from '../test/fakeApi';
import { renderPage, signedIn } from '../test/renderPage';
import { App } from './App';

const api = fakeApiForThisFile();

const DISHES: FoodItem[] = [
  {
    _id: 'd1',
    name: 'Greek Salad',
    description: 'Crisp.',
    price: 12,
    image: 'a.webp',
    category: 'Salad',
    available: true,
    labels: [],
  },
];

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: DISHES } });
  document.title = '';
});

const mainHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

test.each([
  ['/', 'Tomato'],
  ['/Menu', 'Menu · Tomato'],
  ['/menu', 'Menu · Tomato'],
  ['/About', 'About Us · Tomato'],
  ['/Contact', 'Contact Us · Tomato'],
  ['/Cart', 'Your Cart · Tomato'],
  ['/PlaceOrder', 'Place Order · Tomato'],
  ['/SearchFood', 'Search Food · Tomato'],
  ['/verify', 'Payment · Tomato'],
  ['/MyOrders', 'My Orders · Tomato'],
  ['/Account', 'Account · Tomato'],
  ['/no-such-page', 'Page not found · Tomato'],
])('%s is titled %s', async (route, title) => {
  renderPage(<App />, { route });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.title).toBe(title));
});

test('a move to another page puts the focus on its heading and says its name; a first load does not', async () => {
  const { user } = renderPage(<App />, { route: '/Menu' });
  await mainHeading('Our Menu');
  expect(document.body).toHaveFocus();

  const nav = screen.getByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('link', { name: 'About Us' }));
  const about = await mainHeading('About Tomato');
  await waitFor(() => expect(about).toHaveFocus());
  expect(about).toHaveAttribute('tabindex', '-1');
  expect(screen.getByText('About Us · Tomato')).toHaveAttribute('aria-live', 'polite');
  expect(document.title).toBe('About Us · Tomato');

  await user.click(within(nav).getByRole('link', { name: 'Contact Us' }));
  await waitFor(async () => expect(await mainHeading('Contact Us')).toHaveFocus());
  expect(screen.getByText('Contact Us · Tomato')).toHaveAttribute('aria-live', 'polite');
});

test('a page that swaps its loading heading for its content keeps the focus on the heading', async () => {
  let answerCart: (answer: Answer) => void = () => undefined;
  api.on('POST /api/cart/get', () => new Promise<Answer>((resolve) => (answerCart = resolve)));
  const { user } = renderPage(
    <>
      <App />
      <Link to="/PlaceOrder">To the checkout</Link>
    </>,
    { route: '/About', preloadedState: { session: signedIn() } },
  );
  await mainHeading('About Tomato');
  await waitFor(() => expect(api.requestsTo('/api/cart/get')).toHaveLength(1));

  await user.click(screen.getByRole('link', { name: 'To the checkout' }));
  const loading = await mainHeading('Getting your order ready');
  await waitFor(() => expect(loading).toHaveFocus());

  answerCart({ body: { success: true, cartData: { d1: 1 } } });
  const form = await mainHeading('Delivery Information');
  await waitFor(() => expect(form).toHaveFocus());
});

test("after a login, Sign In is gone: the focus goes to the page's heading", async () => {
  api.on('POST /api/user/login', {
    body: { success: true, token: 'token-9', userId: 'user-9', username: 'Meera' },
  });
  api.on('POST /api/cart/get', { body: { success: true, cartData: {} } });
  const { user } = renderPage(<App />, { route: '/About' });
  const about = await mainHeading('About Tomato');

  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login Now' });
  await user.type(within(dialog).getByLabelText('Email'), 'meera@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  await waitFor(() => expect(about).toHaveFocus());
});
